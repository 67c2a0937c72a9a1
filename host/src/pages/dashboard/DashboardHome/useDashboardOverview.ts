import { ApiError, DASHBOARD_OVERVIEW_PATH, dashboardOverviewSchema, type DashboardOverview } from '@assess/core';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../../services/ServicesContext.tsx';

export { DASHBOARD_OVERVIEW_PATH };
export const DASHBOARD_LOAD_FAILED = 'Failed to load dashboard data. Please try again.';
export const DASHBOARD_REFRESH_FAILED = 'Failed to refresh dashboard data. Please try again.';

export interface DashboardOverviewState {
  overview: DashboardOverview | null;
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  refresh: () => void;
}

/** An empty overview: what a 404 from the dashboard calls shows (spec 01 §4). */
export const EMPTY_OVERVIEW: DashboardOverview = dashboardOverviewSchema.parse({});

/** Loads the dashboard overview; Refresh reads it fresh (decision 1). */
export function useDashboardOverview(): DashboardOverviewState {
  const { api } = useServices();
  const [overview, setOverview] = useState<DashboardOverview | null>(null);
  const [loading, setLoading] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (fresh: boolean): Promise<void> => {
      try {
        const body = await api.get(DASHBOARD_OVERVIEW_PATH, { fresh });
        setOverview(dashboardOverviewSchema.parse(body ?? {}));
        setError(null);
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 404) {
          setOverview(EMPTY_OVERVIEW);
          setError(null);
        } else {
          setError(fresh ? DASHBOARD_REFRESH_FAILED : DASHBOARD_LOAD_FAILED);
        }
      }
    },
    [api],
  );

  useEffect(() => {
    let current = true;
    void load(false).finally(() => {
      if (current) setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [load]);

  const refresh = useCallback(() => {
    setRefreshing(true);
    void load(true).finally(() => setRefreshing(false));
  }, [load]);

  return { overview, loading, refreshing, error, refresh };
}
