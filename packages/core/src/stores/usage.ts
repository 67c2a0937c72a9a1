import { atom } from 'nanostores';
import type { UsageSummaryView } from '../rules/usage/usage-summary-view.js';

export interface UsageState {
  loading: boolean;
  data: UsageSummaryView | null;
  /** The message to show, or null. */
  error: string | null;
}

export const USAGE_INITIAL_STATE: UsageState = { loading: false, data: null, error: null };

/** The usage summary shared by the usage widget and the screens that check limits. */
export const $usage = atom<UsageState>(USAGE_INITIAL_STATE);

/** Replaces part of the usage state, e.g. setUsage({ loading: true }) then setUsage({ loading: false, data }). */
export function setUsage(next: Partial<UsageState>): void {
  $usage.set({ ...$usage.get(), ...next });
}

export function resetUsage(): void {
  $usage.set(USAGE_INITIAL_STATE);
}
