import { useCallback, useEffect, useState } from 'react';
import { fetchFilePage, LOADING, type ApiClient, type FileListResponse, type Resource } from '@assess/core';
import { useResource } from '@assess/ui';
import { INITIAL_QUERY, libraryRequest, SEARCH_DEBOUNCE_MS, withSearch, type LibraryQuery } from './query.ts';

export interface FileLibraryState {
  query: LibraryQuery;
  /** What the search box shows; it reaches the query 500 ms after the last key. */
  searchText: string;
  /** The page of the query; loading again while a reload runs (Retry, after an upload or a delete). */
  files: Resource<FileListResponse>;
  setQuery: (change: (query: LibraryQuery) => LibraryQuery, options?: { clearsSearch?: boolean }) => void;
  setSearchText: (text: string) => void;
  /** Loads the page again past the cache (Retry, after an upload or a delete). */
  reload: () => void;
}

/** The library's query and the page it loads: any change of the query reloads, and the latest load wins. */
export function useFileLibrary(api: ApiClient, initial: LibraryQuery = INITIAL_QUERY): FileLibraryState {
  const [query, setQueryState] = useState(initial);
  const [searchText, setSearchTextState] = useState(initial.search);
  const request = libraryRequest(query);
  const page = useResource(JSON.stringify(request), (options) => fetchFilePage(api, request, options));

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
  // The page shows as loading while it is read again (also over an error: Retry), as on any change of the query.
  const [reloading, setReloading] = useState(false);
  const { reload: reloadPage } = page;
  const reload = useCallback(() => {
    setReloading(true);
    void reloadPage().finally(() => setReloading(false));
  }, [reloadPage]);
  const files: Resource<FileListResponse> = reloading ? LOADING : page.resource;
  return { query, searchText, files, setQuery, setSearchText: setSearchTextState, reload };
}
