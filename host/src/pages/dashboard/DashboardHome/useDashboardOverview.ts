import { useState } from 'react';
import { fetchDashboardHomeOverview, type DashboardOverview } from '@assess/core';
import { useResource } from '@assess/ui';
import { useServices } from '../../../services/ServicesContext.tsx';

export const DASHBOARD_LOAD_FAILED = 'Failed to load dashboard data. Please try again.';
export const DASHBOARD_REFRESH_FAILED = 'Failed to refresh dashboard data. Please try again.';

export interface DashboardOverviewState {
  /** The overview last read; a failed Refresh keeps it on show. */
  overview: DashboardOverview | null;
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  refresh: () => void;
}

/** The dashboard overview through useResource; Refresh reads it fresh (decision 1). */
export function useDashboardOverview(): DashboardOverviewState {
  const { api } = useServices();
  const { resource, reload } = useResource('dashboard-overview', (options) => fetchDashboardHomeOverview(api, options));
  const [refreshing, setRefreshing] = useState(false);
  const [refreshed, setRefreshed] = useState(false);
  // What was last read stays on show when a Refresh fails; only its alert changes.
  const [kept, setKept] = useState<DashboardOverview | null>(null);
  if (resource.kind === 'data' && resource.data !== kept) setKept(resource.data);

  const refresh = () => {
    setRefreshing(true);
    setRefreshed(true);
    void reload().finally(() => setRefreshing(false));
  };

  return {
    overview: resource.kind === 'data' ? resource.data : kept,
    loading: resource.kind === 'loading',
    refreshing,
    error: resource.kind === 'error' ? (refreshed ? DASHBOARD_REFRESH_FAILED : DASHBOARD_LOAD_FAILED) : null,
    refresh,
  };
}
