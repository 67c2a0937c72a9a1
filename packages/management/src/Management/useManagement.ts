import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, SchoolClass } from '@assess/core';
import type { ManagedStudent } from '../shared/management-api.ts';
import { loadClasses, loadStudents, type LoadOptions, type LoadResult } from './loadManagement.ts';

export type PartState<T> = { kind: 'loading' } | LoadResult<T>;

/** One part of the screen's data: loaded on mount, again on reload(); a later load always wins over an earlier one. */
function usePart<T>(load: (options: LoadOptions) => Promise<LoadResult<T>>) {
  const [state, setState] = useState<PartState<T>>({ kind: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(
    async (options: LoadOptions = {}): Promise<LoadResult<T>> => {
      const request = ++latest.current;
      if (!options.refresh) setState({ kind: 'loading' });
      const result = await load(options);
      if (request === latest.current) setState(result);
      return result;
    },
    [load],
  );
  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);
  return { state, reload };
}

export interface ManagementState {
  classes: PartState<SchoolClass[]>;
  students: PartState<ManagedStudent[]>;
  /** Reloads the classes; with refresh, past the cache (Refresh). */
  reloadClasses: (options?: LoadOptions) => Promise<LoadResult<SchoolClass[]>>;
  reloadStudents: (options?: LoadOptions) => Promise<LoadResult<ManagedStudent[]>>;
  /** The server refused the management section. */
  forbidden: boolean;
}

/** The classes and student records of the management screen. */
export function useManagement(api: ApiClient): ManagementState {
  const classes = usePart(useCallback((options: LoadOptions) => loadClasses(api, options), [api]));
  const students = usePart(useCallback((options: LoadOptions) => loadStudents(api, options), [api]));
  return {
    classes: classes.state,
    students: students.state,
    reloadClasses: classes.reload,
    reloadStudents: students.reload,
    forbidden: classes.state.kind === 'forbidden' || students.state.kind === 'forbidden',
  };
}
