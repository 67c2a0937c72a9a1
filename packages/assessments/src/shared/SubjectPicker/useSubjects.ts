import { useCallback, useState } from 'react';
import { createSubject, dataOf, fetchSubjects, type Subject, callErrorText } from '@assess/core';
import { useAssessApi, useResource } from '@assess/ui';
import { reportFailure } from '../error-text.ts';
import { SUBJECT_TEXTS } from './texts.ts';

export interface SubjectsState {
  subjects: Subject[];
  loading: boolean;
  error: string | null;
  reload: () => void;
  /** Creates a subject by name (POST /subjects) and returns it; throws with the message to show. */
  create: (name: string) => Promise<Subject>;
}

/** Adds a created subject to a list, in place of one with its id. */
const withSubject = (list: readonly Subject[], subject: Subject) => [...list.filter((item) => item.id !== subject.id), subject];

/** The subject list (GET /subjects/, cached for an hour) and creating one. */
export function useSubjects(): SubjectsState {
  const api = useAssessApi();
  const { resource, refreshing, reload, setData } = useResource('subjects', ({ signal }) => reportFailure(fetchSubjects(api, { signal }), SUBJECT_TEXTS.loadError, signal));
  // Subjects created while the list could not be read: offered all the same.
  const [created, setCreated] = useState<Subject[]>([]);
  const [retrying, setRetrying] = useState(false);

  const create = useCallback(
    async (name: string) => {
      try {
        const subject = await createSubject(api, name);
        setData((list) => withSubject(list, subject));
        setCreated((list) => withSubject(list, subject));
        return subject;
      } catch (failure) {
        throw new Error(callErrorText(failure, SUBJECT_TEXTS.createError), { cause: failure });
      }
    },
    [api, setData],
  );

  const retry = () => {
    setRetrying(true);
    setCreated([]);
    void reload({ fresh: false }).finally(() => setRetrying(false));
  };

  return {
    subjects: dataOf(resource) ?? (resource.kind === 'error' ? created : []),
    loading: resource.kind === 'loading' || refreshing || retrying,
    error: resource.kind === 'error' ? SUBJECT_TEXTS.loadError : null,
    reload: retry,
    create,
  };
}
