import { useEffect, useRef, useState } from 'react';
import type { ApiClient, Job } from '@assess/core';
import { fetchJob } from '../shared/assessments-api.ts';

/** Creation polling (spec 02 §9): the first check after 1 s, then every 2 s, at most 120 checks. */
export const CREATION_FIRST_CHECK_MS = 1000;
export const CREATION_POLL_MS = 2000;
export const CREATION_MAX_ATTEMPTS = 120;

export const CREATION_TEXTS = {
  pending: 'Assessment creation queued...',
  processing: 'AI is generating your assessment questions and files...',
  failed: 'Assessment creation failed',
  trackFailed: 'Failed to track assessment creation progress',
  tooLong: 'Creating the assessment is taking longer than usual. It will appear in My Assessments once it is ready.',
} as const;

export type CreationState =
  | { state: 'idle' }
  | { state: 'running'; status: Job['status']; trackError: boolean }
  | { state: 'completed' }
  | { state: 'failed'; message: string }
  | { state: 'timedOut' };

/** Follows an assessment-creation job with fresh reads until it completes, fails or the checks run out. */
export function useCreationJob(api: ApiClient, jobId: string | null, onCompleted: () => void): CreationState {
  const [creation, setCreation] = useState<CreationState>({ state: 'idle' });
  const completed = useRef(onCompleted);
  useEffect(() => {
    completed.current = onCompleted;
  });

  useEffect(() => {
    if (!jobId) {
      setCreation({ state: 'idle' });
      return undefined;
    }
    setCreation({ state: 'running', status: 'pending', trackError: false });
    let stopped = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      if (attempts >= CREATION_MAX_ATTEMPTS) setCreation({ state: 'timedOut' });
      else timer = setTimeout(() => void check(), CREATION_POLL_MS);
    };
    const check = async () => {
      attempts += 1;
      try {
        const job = await fetchJob(api, jobId);
        if (stopped) return;
        if (job.status === 'completed') {
          setCreation({ state: 'completed' });
          completed.current();
          return;
        }
        if (job.status === 'failed') {
          setCreation({ state: 'failed', message: job.error_message || CREATION_TEXTS.failed });
          return;
        }
        setCreation({ state: 'running', status: job.status, trackError: false });
      } catch (error) {
        if (stopped) return;
        console.error(CREATION_TEXTS.trackFailed, error);
        setCreation((current) => (current.state === 'running' ? { ...current, trackError: true } : current));
      }
      next();
    };
    timer = setTimeout(() => void check(), CREATION_FIRST_CHECK_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, jobId]);

  return creation;
}
