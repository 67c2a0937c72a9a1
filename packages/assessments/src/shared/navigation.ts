import { useCallback } from 'react';
import { useElementConfig, useEmit, useRouteHref } from '@assess/ui';

/** Where a screen sends the user; a host maps `to` to its route and may read `state` (navigation state). */
export interface NavigateDetail {
  to: string;
  state?: { forceRefresh?: boolean };
}

/** Returns false when the host handled the navigation itself (an element's event was cancelled). */
export type NavigateHandler = (detail: NavigateDetail) => boolean | void;

export const ASSESSMENTS_ROUTE = '/dashboard/assessments';
export const SUBMIT_ROUTE = '/dashboard/assessments/upload';
export const CREATE_ROUTE = '/dashboard/assessments/create';
export const REPORTS_ROUTE = '/dashboard/reports';
export const FILES_ROUTE = '/dashboard/files';
export const detailsRoute = (id: string) => `/dashboard/assessments/${encodeURIComponent(id)}`;

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

