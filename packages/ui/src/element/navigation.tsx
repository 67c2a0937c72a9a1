import { useCallback, type MouseEvent, type ReactNode } from 'react';
import { useElementConfig, useRouteHref } from './config.ts';
import { useEmit } from './host-context.ts';

/** Where a screen sends the user; a host maps `to` to its route and may read `state` (navigation state). */
export interface NavigateDetail {
  to: string;
  state?: { forceRefresh?: boolean };
}

/** The one event a screen leaves by, declared once for every element (as Shoelace declares its events). */
export type AssessNavigateEvent = CustomEvent<NavigateDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'assess-navigate': AssessNavigateEvent;
  }
}

/**
 * A React host's router. It returns nothing when it routed; inside an element the screen dispatches
 * assess-navigate instead, and true means nobody cancelled it.
 */
export type NavigateHandler = (detail: NavigateDetail) => boolean | void;

/**
 * The one way a screen leaves: the host's onNavigate callback, or an assess-navigate event from the element.
 * An element whose event nobody cancelled follows the route under the configured link base URL, if any.
 */
export function useNavigate(onNavigate: NavigateHandler | undefined): (detail: NavigateDetail) => void {
  const emit = useEmit<{ 'assess-navigate': NavigateDetail }>();
  const { linkBaseUrl } = useElementConfig();
  const href = useRouteHref();
  return useCallback(
    (detail: NavigateDetail) => {
      const unhandled = onNavigate ? onNavigate(detail) : emit('assess-navigate', detail);
      if (unhandled === true && linkBaseUrl) globalThis.location?.assign(href(detail.to));
    },
    [onNavigate, emit, linkBaseUrl, href],
  );
}

export interface RouteLinkProps {
  /** The product route, e.g. '/dashboard/classes/42'. */
  to: string;
  onNavigate: NavigateHandler | undefined;
  className?: string;
  part?: string;
  children: ReactNode;
}

/**
 * The one link to a product page: a real href (under the link base URL) that opens in a new tab as links do;
 * a plain click is routed by the host or the element's listener, and followed by the browser only when
 * nobody handled it.
 */
export function RouteLink({ to, onNavigate, className, part, children }: RouteLinkProps) {
  const href = useRouteHref();
  const emit = useEmit<{ 'assess-navigate': NavigateDetail }>();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const unhandled = onNavigate ? onNavigate({ to }) : emit('assess-navigate', { to });
    if (unhandled !== true) event.preventDefault();
  };
  return (
    <a href={href(to)} className={className} part={part} onClick={onClick}>
      {children}
    </a>
  );
}
