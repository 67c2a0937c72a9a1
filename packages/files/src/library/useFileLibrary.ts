import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@assess/core';
import { loadFiles, type FilesState } from './loadFiles.ts';
import { INITIAL_QUERY, SEARCH_DEBOUNCE_MS, withSearch, type LibraryQuery } from './query.ts';

export interface FileLibraryState {
  query: LibraryQuery;
  /** What the search box shows; it reaches the query 500 ms after the last key. */
  searchText: string;
  files: FilesState;
  setQuery: (change: (query: LibraryQuery) => LibraryQuery, options?: { clearsSearch?: boolean }) => void;
  setSearchText: (text: string) => void;
  /** Loads the page again past the cache (Retry, after an upload or a delete). */
  reload: () => void;
}

/** The library's query and the page it loads: any change of the query reloads, and the latest load wins. */
export function useFileLibrary(api: ApiClient, initial: LibraryQuery = INITIAL_QUERY): FileLibraryState {
  const [query, setQueryState] = useState(initial);
  const [searchText, setSearchTextState] = useState(initial.search);
  const [files, setFiles] = useState<FilesState>({ kind: 'loading' });
  const [reloads, setReloads] = useState(0);
  const fresh = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    setFiles({ kind: 'loading' });
    const options = { fresh: fresh.current, signal: controller.signal };
    fresh.current = false;
    void loadFiles(api, query, options).then((result) => {
      if (!controller.signal.aborted) setFiles(result);
    });
    return () => controller.abort();
  }, [api, query, reloads]);

  // The search box reaches the query after the debounce; the clear button and chips set both at once.
  useEffect(() => {
    if (searchText === query.search) return;
    const timer = setTimeout(() => setQueryState((current) => withSearch(current, searchText)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, query.search]);

  // A change that empties the search (a chip, Clear all, a mode switch keeps it) empties the box at once too.
  const setQuery = useCallback((change: (query: LibraryQuery) => LibraryQuery, options: { clearsSearch?: boolean } = {}) => {
    if (options.clearsSearch) setSearchTextState('');
    setQueryState(change);
  }, []);
  const reload = useCallback(() => {
    fresh.current = true;
    setReloads((count) => count + 1);
  }, []);
  return { query, searchText, files, setQuery, setSearchText: setSearchTextState, reload };
}
