import { afterEach, describe, expect, it } from 'vitest';
import { $usage, resetUsage, setUsage } from './usage.js';
import type { UsageSummaryView } from '../rules/usage/usage-summary-view.js';

const summary: UsageSummaryView = {
  validation: { current: 3, limit: 15, isLimitReached: false },
  assessment: { current: 15, limit: 15, isLimitReached: true },
  assessment_submission: { current: 0, limit: 0, isLimitReached: false },
  planName: 'Free Plan',
  nextResetDate: '2025-01-06T00:00:00.000Z',
  canUpgrade: true,
};

describe('$usage', () => {
  afterEach(() => resetUsage());

  it('starts idle with no data and no error', () => {
    expect($usage.get()).toEqual({ loading: false, data: null, error: null });
  });

  it('changes only the parts it is given and tells listeners', () => {
    const seen: boolean[] = [];
    const unsubscribe = $usage.listen((state) => seen.push(state.loading));
    setUsage({ loading: true });
    setUsage({ loading: false, data: summary });
    expect($usage.get()).toEqual({ loading: false, data: summary, error: null });
    setUsage({ error: 'Could not retrieve usage information' });
    expect($usage.get()).toEqual({ loading: false, data: summary, error: 'Could not retrieve usage information' });
    expect(seen).toEqual([true, false, false]);
    unsubscribe();
  });
});
