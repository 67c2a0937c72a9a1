// What the file library shows: mode, search, filters, sort and page, and how that becomes a request and chips.
// One place for the rules of spec 02 §2 and §4: any change reloads, a filter or sort change goes back to page 1,
// switching All Files / AI Generated resets the filters.
import { ENTITY_TYPES, FILE_PAGE_SIZES, FILE_TYPES, fileTypeLabel, GENERATED_FILES_PATH, MY_FILES_PATH, type FileListRequest } from '@assess/core';
import { ASSESSMENT_TYPE_LABELS, ENTITY_TYPE_LABELS, type SORT_LABELS } from './texts.ts';

export type LibraryMode = 'all' | 'generated';
/** 'uploaded_at' | 'file_name' | 'file_type' | 'file_size': the fields Sort by offers. */
export type SortField = keyof typeof SORT_LABELS;
export type SortOrder = 'asc' | 'desc';

export interface LibraryFilters {
  entityType: string;
  fileType: string;
  sortBy: SortField;
  sortOrder: SortOrder;
  pageSize: number;
  /** AI Generated only. */
  subject: string;
  difficultyLevel: string;
  assessmentType: string;
}

export interface LibraryQuery {
  mode: LibraryMode;
  /** The search text as sent (already debounced). */
  search: string;
  filters: LibraryFilters;
  page: number;
}

/** Search waits this long after the last key (spec 02 §9). */
export const SEARCH_DEBOUNCE_MS = 500;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = FILE_PAGE_SIZES;

export const DEFAULT_FILTERS: LibraryFilters = {
  entityType: '',
  fileType: '',
  sortBy: 'uploaded_at',
  sortOrder: 'desc',
  pageSize: DEFAULT_PAGE_SIZE,
  subject: '',
  difficultyLevel: '',
  assessmentType: '',
};

export const INITIAL_QUERY: LibraryQuery = { mode: 'all', search: '', filters: DEFAULT_FILTERS, page: 1 };

export function entityTypeLabel(entityType: string | null): string {
  return entityType && Object.hasOwn(ENTITY_TYPE_LABELS, entityType) ? ENTITY_TYPE_LABELS[entityType as keyof typeof ENTITY_TYPE_LABELS] : (entityType ?? '');
}

/** Switching All Files / AI Generated: the filters go back to their defaults (the page size stays). */
export function withMode(query: LibraryQuery, mode: LibraryMode): LibraryQuery {
  if (mode === query.mode) return query;
  return { ...query, mode, filters: { ...DEFAULT_FILTERS, pageSize: query.filters.pageSize }, page: 1 };
}

/** A filter, sort or page-size change goes back to page 1. */
export function withFilters(query: LibraryQuery, change: Partial<LibraryFilters>): LibraryQuery {
  return { ...query, filters: { ...query.filters, ...change }, page: 1 };
}

export function withSearch(query: LibraryQuery, search: string): LibraryQuery {
  return search === query.search ? query : { ...query, search, page: 1 };
}

export function withPage(query: LibraryQuery, page: number): LibraryQuery {
  return { ...query, page };
}

/** The call for a query: GET /files/my-files or /files/generated-assessments with its parameters (spec 02 §7). */
export function libraryRequest(query: LibraryQuery): FileListRequest {
  const { filters } = query;
  const common = {
    search: query.search.trim() || undefined,
    page: query.page,
    limit: filters.pageSize,
    sort_by: filters.sortBy,
    sort_order: filters.sortOrder,
  };
  if (query.mode === 'generated') {
    return {
      path: GENERATED_FILES_PATH,
      query: {
        ...common,
        assessment_type: filters.assessmentType || undefined,
        subject: filters.subject.trim() || undefined,
        difficulty_level: filters.difficultyLevel || undefined,
      },
    };
  }
  return { path: MY_FILES_PATH, query: { ...common, entity_type: filters.entityType || undefined, file_type: filters.fileType || undefined } };
}

export interface FilterChip {
  key: 'entityType' | 'fileType' | 'search' | 'subject' | 'difficultyLevel' | 'assessmentType';
  label: string;
}

/** The active-filter chips: entity type, file type and search text, plus the AI Generated filters in that mode. */
export function activeChips(query: LibraryQuery): FilterChip[] {
  const { filters } = query;
  const chips: FilterChip[] = [];
  if (query.mode === 'all' && filters.entityType) chips.push({ key: 'entityType', label: `Entity: ${entityTypeLabel(filters.entityType)}` });
  if (query.mode === 'all' && filters.fileType) chips.push({ key: 'fileType', label: `Type: ${fileTypeLabel(filters.fileType)}` });
  if (query.search.trim()) chips.push({ key: 'search', label: `Search: ${query.search.trim()}` });
  if (query.mode === 'generated') {
    if (filters.subject.trim()) chips.push({ key: 'subject', label: `Subject: ${filters.subject.trim()}` });
    if (filters.difficultyLevel) chips.push({ key: 'difficultyLevel', label: `Difficulty: ${filters.difficultyLevel}` });
    if (filters.assessmentType) {
      chips.push({ key: 'assessmentType', label: `Assessment type: ${ASSESSMENT_TYPE_LABELS[filters.assessmentType as keyof typeof ASSESSMENT_TYPE_LABELS] ?? filters.assessmentType}` });
    }
  }
  return chips;
}

/** Removes one chip's filter. */
export function withoutChip(query: LibraryQuery, key: FilterChip['key']): LibraryQuery {
  if (key === 'search') return withSearch(query, '');
  return withFilters(query, { [key]: '' });
}

/** 'Clear all': no search and the default filters (the page size stays). */
export function clearAll(query: LibraryQuery): LibraryQuery {
  return { ...query, search: '', filters: { ...DEFAULT_FILTERS, pageSize: query.filters.pageSize }, page: 1 };
}

/** Whether anything narrows the list (chooses between the two empty texts). */
export function isFiltered(query: LibraryQuery): boolean {
  return activeChips(query).length > 0;
}

/** '{n} file(s) found', or '{n} AI-generated assessment file(s) found', verbatim (spec 02 §2). */
export function countLine(count: number, mode: LibraryMode): string {
  return `${count} ${mode === 'generated' ? 'AI-generated assessment ' : ''}file(s) found`;
}

export const FILTER_FILE_TYPES = FILE_TYPES;
export const FILTER_ENTITY_TYPES = ENTITY_TYPES;
