import { useId, useState } from 'react';
import type { FileRecord } from '@assess/core';
import { Alert, Button, Chip, EmptyState, GridIcon, Heading, IconButton, ListIcon, LoadingState, Pagination, TextField, ToggleGroup, useAssessApi, CloseIcon, BoltIcon, FilterIcon, LockIcon, SearchIcon, UploadIcon } from '@assess/ui';
import { FileDetailsDialog } from '../details/FileDetailsDialog.tsx';
import { UploadDialog } from '../upload/UploadDialog.tsx';
import { FileResults, type LibraryView } from './FileResults.tsx';
import { FiltersPanel } from './FiltersPanel.tsx';
import { activeChips, clearAll, countLine, DEFAULT_FILTERS, INITIAL_QUERY, isFiltered, withFilters, withMode, withoutChip, withPage, type LibraryMode } from './query.ts';
import { useFileLibrary } from './useFileLibrary.ts';
import * as styles from './FileLibrary.css.ts';

export const LIBRARY_TEXTS = {
  title: 'My Files',
  subtitle: 'Manage your assessments, mark schemes, and resources',
  secure: 'Secure Storage',
  fast: 'Fast Access',
  search: 'Search files...',
  searchLabel: 'Search files',
  clearSearch: 'Clear search',
  allFiles: 'All Files',
  generated: 'AI Generated',
  mode: 'Files shown',
  view: 'View',
  grid: 'Grid view',
  list: 'List view',
  filters: 'Filters',
  upload: 'Upload',
  clearAll: 'Clear all',
  loading: 'Loading Your Files...',
  retry: 'Retry',
  emptyTitle: 'No files found',
  emptyFiltered: 'No files match your current filters. Try adjusting your search criteria.',
  emptyNew: 'Start by uploading your first file. You can add question papers, mark schemes, student answers, and more.',
  uploadFirst: 'Upload your first file',
  // AI Generated holds only what Assess wrote, so an upload would never appear there.
  emptyGenerated:
    'Files Assess generates appear here: question papers and mark schemes from Create Assessment, and weak-areas PDFs of graded work. Your uploads stay under All Files.',
} as const;

export interface FileLibraryProps {
  /** 'all' (default) or 'generated': the AI Generated files. */
  mode?: LibraryMode;
  /** 'grid' (default) or 'list'. */
  view?: LibraryView;
}

/** My Files (spec 02 §2): the file library with search, modes, filters, chips, pages, File Details and Upload Files. */
export function FileLibrary({ mode = 'all', view: initialView = 'grid' }: FileLibraryProps) {
  const api = useAssessApi();
  const library = useFileLibrary(api, { ...INITIAL_QUERY, mode: mode === 'generated' ? 'generated' : 'all' });
  const { query, files } = library;
  const [view, setView] = useState<LibraryView>(initialView === 'list' ? 'list' : 'grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [selected, setSelected] = useState<FileRecord | null>(null);
  const panelId = useId();
  const chips = activeChips(query);

  const openUpload = () => setUploading(true);
  const uploadButton = (
    <Button variant="primary" startIcon={<UploadIcon />} onClick={openUpload}>
      {LIBRARY_TEXTS.upload}
    </Button>
  );

  return (
    <div className={styles.screen} part="files">
      <header className={styles.header}>
        <div>
          <Heading level={1} className={styles.title}>
            {LIBRARY_TEXTS.title}
          </Heading>
          <p className={styles.subtitle}>{LIBRARY_TEXTS.subtitle}</p>
          <div className={styles.badges}>
            <Chip size="sm" color="success" icon={<LockIcon size={16} />}>
              {LIBRARY_TEXTS.secure}
            </Chip>
            <Chip size="sm" color="info" icon={<BoltIcon size={16} />}>
              {LIBRARY_TEXTS.fast}
            </Chip>
          </div>
        </div>
        <div className={styles.headerUpload}>{uploadButton}</div>
      </header>

      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          label={LIBRARY_TEXTS.searchLabel}
          hideLabel
          type="search"
          placeholder={LIBRARY_TEXTS.search}
          value={library.searchText}
          onChange={(event) => library.setSearchText(event.target.value)}
          startAdornment={<SearchIcon />}
          endAdornment={
            library.searchText ? (
              <IconButton label={LIBRARY_TEXTS.clearSearch} size="sm" onClick={() => library.setQuery((current) => withoutChip(current, 'search'), { clearsSearch: true })}>
                <CloseIcon />
              </IconButton>
            ) : undefined
          }
        />
        <div className={styles.toolbarEnd}>
          <ToggleGroup<LibraryMode>
            label={LIBRARY_TEXTS.mode}
            value={query.mode}
            options={[
              { value: 'all', label: LIBRARY_TEXTS.allFiles },
              { value: 'generated', label: LIBRARY_TEXTS.generated },
            ]}
            onChange={(next) => library.setQuery((current) => withMode(current, next))}
          />
          <ToggleGroup<LibraryView>
            label={LIBRARY_TEXTS.view}
            value={view}
            options={[
              { value: 'grid', label: LIBRARY_TEXTS.grid, icon: <GridIcon />, iconOnly: true },
              { value: 'list', label: LIBRARY_TEXTS.list, icon: <ListIcon />, iconOnly: true },
            ]}
            onChange={setView}
          />
          <Button variant="outlined" startIcon={<FilterIcon />} aria-expanded={filtersOpen} aria-controls={filtersOpen ? panelId : undefined} onClick={() => setFiltersOpen((open) => !open)}>
            {LIBRARY_TEXTS.filters}
          </Button>
        </div>
      </div>

      {chips.length > 0 && (
        <div className={styles.chips} role="group" aria-label="Active filters">
          {chips.map((chip) => (
            <Chip key={chip.key} size="sm" onRemove={() => library.setQuery((current) => withoutChip(current, chip.key), { clearsSearch: chip.key === 'search' })}>
              {chip.label}
            </Chip>
          ))}
          <Button variant="text" size="sm" onClick={() => library.setQuery(clearAll, { clearsSearch: true })}>
            {LIBRARY_TEXTS.clearAll}
          </Button>
        </div>
      )}

      <div className={styles.body}>
        <div className={styles.results}>
          {files.kind === 'loading' && <LoadingState title={LIBRARY_TEXTS.loading} />}
          {files.kind === 'error' && (
            <Alert
              severity="error"
              action={
                <Button variant="text" size="sm" onClick={library.reload}>
                  {LIBRARY_TEXTS.retry}
                </Button>
              }
            >
              {files.message}
            </Alert>
          )}
          {files.kind === 'data' && (
            <>
              <p className={styles.countLine} role="status">
                {countLine(files.value.total_count, query.mode)}
              </p>
              {files.value.files.length === 0 ? (
                <EmptyState
                  title={LIBRARY_TEXTS.emptyTitle}
                  headingLevel={2}
                  description={isFiltered(query) ? LIBRARY_TEXTS.emptyFiltered : query.mode === 'generated' ? LIBRARY_TEXTS.emptyGenerated : LIBRARY_TEXTS.emptyNew}
                  actions={
                    isFiltered(query) || query.mode === 'generated' ? undefined : (
                      <Button variant="primary" startIcon={<UploadIcon />} onClick={openUpload}>
                        {LIBRARY_TEXTS.uploadFirst}
                      </Button>
                    )
                  }
                />
              ) : (
                <FileResults files={files.value.files} view={view} onOpen={setSelected} />
              )}
              {files.value.total_pages > 1 && (
                <Pagination page={query.page} pageCount={files.value.total_pages} onPageChange={(page) => library.setQuery((current) => withPage(current, page))} />
              )}
            </>
          )}
        </div>
        {filtersOpen && (
          <FiltersPanel
            id={panelId}
            mode={query.mode}
            filters={query.filters}
            onChange={(change) => library.setQuery((current) => withFilters(current, change))}
            onReset={() => library.setQuery((current) => withFilters(current, { ...DEFAULT_FILTERS, pageSize: current.filters.pageSize }))}
            onClose={() => setFiltersOpen(false)}
          />
        )}
      </div>

      <button type="button" className={styles.fab} aria-label={LIBRARY_TEXTS.upload} onClick={openUpload}>
        <UploadIcon size={24} />
      </button>

      {uploading && <UploadDialog api={api} onClose={() => setUploading(false)} onUploaded={library.reload} />}
      {selected && <FileDetailsDialog api={api} file={selected} onClose={() => setSelected(null)} onDeleted={library.reload} />}
    </div>
  );
}
