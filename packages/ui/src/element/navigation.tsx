import { useCallback, type MouseEvent, type ReactNode } from 'react';
import { useElementConfig, useRouteHref } from './config.ts';
import { useEmit } from './host-context.ts';

/** Where a screen sends the user; a host maps `to` to its route and may read `state` (navigation state). */
export interface NavigateDetail {
  to: string;
  state?: { forceRefresh?: boolean };
}

/** Returns false when the host handled the navigation itself (an element's event was cancelled). */
export type NavigateHandler = (detail: NavigateDetail) => boolean | void;

/**
 * Navigation out of a screen: the host's onNavigate callback, or an assess-navigate event from the element.
 * An element whose event nobody cancelled follows the link under the configured link base URL, if any.
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
  to: string;
  onNavigate: NavigateHandler | undefined;
  className?: string;
  part?: string;
  children: ReactNode;
}

/**
 * A link to a product route: its href is the route under the link base URL, so that it also opens in a new tab.
 * A plain click goes to the host's onNavigate (which routes), or leaves an element as assess-navigate; the
 * browser follows the link itself only when neither handled it.
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
