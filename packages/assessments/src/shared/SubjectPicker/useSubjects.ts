import { useCallback, useEffect, useState } from 'react';
import type { Subject } from '@assess/core';
import { useAssessApi } from '@assess/ui';
import { createSubject, errorText, fetchSubjects } from '../assessments-api.ts';

export const SUBJECT_TEXTS = {
  loadError: 'Failed to load subjects. Please try again.',
  createError: 'Failed to create subject',
} as const;

export interface SubjectsState {
  subjects: Subject[];
  loading: boolean;
  error: string | null;
  reload: () => void;
  /** Creates a subject by name (POST /subjects) and returns it; throws with the message to show. */
  create: (name: string) => Promise<Subject>;
}

/** The subject list (GET /subjects/, cached for an hour) and creating one. */
export function useSubjects(): SubjectsState {
  const api = useAssessApi();
  const [subjects, setSubjects] = useState<Subject[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchSubjects(api)
      .then((list) => {
        if (!live) return;
        setSubjects(list);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!live) return;
        console.error(SUBJECT_TEXTS.loadError, failure);
        setError(SUBJECT_TEXTS.loadError);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, attempt]);

  const create = useCallback(
    async (name: string) => {
      try {
        const subject = await createSubject(api, name);
        setSubjects((list) => [...list.filter((item) => item.id !== subject.id), subject]);
        return subject;
      } catch (failure) {
        throw new Error(errorText(failure, SUBJECT_TEXTS.createError), { cause: failure });
      }
    },
    [api],
  );

  return { subjects, loading, error, reload: () => setAttempt((value) => value + 1), create };
}
