// The dashboard home (spec 01 §2, §4): the signed-in learner's overview of stats and recent reports.
import type { ApiClient } from '../api/client.js';
import { DASHBOARD_OVERVIEW_PATH } from '../api/analytics-paths.js';
import { ApiError, parseAnswer } from '../api/errors.js';
import { dashboardOverviewSchema, type DashboardOverview } from '../schemas/index.js';
import type { LoadOptions } from '../resource/index.js';

/** An empty overview: what a 404 from the dashboard call shows (spec 01 §4). */
export const EMPTY_DASHBOARD_OVERVIEW: DashboardOverview = dashboardOverviewSchema.parse({});

/** GET the dashboard overview; a 404 is an empty overview, an empty answer too. */
export async function fetchDashboardHomeOverview(api: ApiClient, options: LoadOptions = {}): Promise<DashboardOverview> {
  try {
    return parseAnswer(dashboardOverviewSchema, (await api.get(DASHBOARD_OVERVIEW_PATH, { fresh: options.fresh ?? false, signal: options.signal })) ?? {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return EMPTY_DASHBOARD_OVERVIEW;
    throw error;
  }
}
