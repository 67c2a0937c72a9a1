import type { ApiClient, Job } from '@assess/core';
import { usePollingJob } from '../shared/usePollingJob.ts';
import { loadCreationCheck, type CreationCheck } from './loadCreationCheck.ts';
import { CREATION_TEXTS } from './texts.ts';

/** Creation polling (spec 02 §9): the first check after 1 s, then every 2 s, at most 120 checks. */
export const CREATION_FIRST_CHECK_MS = 1000;
export const CREATION_POLL_MS = 2000;
export const CREATION_MAX_ATTEMPTS = 120;

export type CreationState =
  | { state: 'idle' }
  | { state: 'running'; status: Job['status']; trackError: boolean }
  | { state: 'completed' }
  | { state: 'failed'; message: string }
  | { state: 'timedOut' };

/** What the wizard shows of a creation job after its last check. */
export function creationState(check: CreationCheck | undefined): CreationState {
  if (!check) return { state: 'running', status: 'pending', trackError: false };
  if (check.status === 'completed') return { state: 'completed' };
  if (check.status === 'failed') return { state: 'failed', message: check.errorMessage || CREATION_TEXTS.failed };
  if (check.checks >= CREATION_MAX_ATTEMPTS) return { state: 'timedOut' };
  return { state: 'running', status: check.status, trackError: check.trackError };
}

/**
 * Follows an assessment-creation job with fresh reads until it completes, fails or the checks run out: a turn
 * every 2 s from the start, each check 1 s into its turn, so the first is after 1 s and the next every 2 s.
 */
export function useCreationJob(api: ApiClient, jobId: string | null, onCompleted: () => void): CreationState {
  const check = usePollingJob<CreationCheck>(
    {
      name: 'creation',
      check: (id, previous, signal) =>
        loadCreationCheck(api, id, previous, { signal, delayMs: CREATION_FIRST_CHECK_MS, trackFailedText: CREATION_TEXTS.trackFailed }),
      nextCheckMs: (last) => (creationState(last).state === 'running' ? CREATION_POLL_MS : false),
      completed: (last) => creationState(last).state === 'completed',
    },
    jobId,
    onCompleted,
  );
  return jobId ? creationState(check) : { state: 'idle' };
}
