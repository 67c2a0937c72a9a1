import { useCallback, type MouseEvent } from 'react';
import { useRouteHref } from '@assess/ui';

/** The detail of assess-navigate: the route to open. */
export interface NavigateDetail {
  to: string;
}

/**
 * A React host routes itself (its callback returns nothing). Inside an element the callback dispatches
 * assess-navigate and returns false when a listener called preventDefault(), true when nobody handled it.
 */
export type NavigateHandler = (detail: NavigateDetail) => boolean | void;

export interface Navigation {
  /** The address a link shows: the configured link base URL plus the route. */
  href(to: string): string;
  /** For a link's onClick: a plain click goes to the host; modified clicks (new tab) stay with the browser. */
  onLinkClick(to: string): (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Follows a route: the host's, or the browser's when no host handled it. */
  go(to: string): void;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function useNavigation(onNavigate: NavigateHandler | undefined): Navigation {
  const href = useRouteHref();
  const go = useCallback(
    (to: string) => {
      const handled = onNavigate ? onNavigate({ to }) !== true : false;
      if (!handled) window.location.assign(href(to));
    },
    [onNavigate, href],
  );
  const onLinkClick = useCallback(
    (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      go(to);
    },
    [go],
  );
  return { href, onLinkClick, go };
}
