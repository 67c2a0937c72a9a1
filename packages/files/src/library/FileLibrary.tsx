import { useId, useState } from 'react';
import type { FileRecord } from '@assess/core';
import { Button, Chip, GridIcon, IconButton, ListIcon, Screen, ScreenHeader, TextField, ToggleGroup, useAssessApi, CloseIcon, BoltIcon, FilterIcon, LockIcon, SearchIcon, UploadIcon } from '@assess/ui';
import { FileDetailsDialog } from '../details/FileDetailsDialog.tsx';
import { UploadDialog } from '../upload/UploadDialog.tsx';
import type { LibraryView } from './FileResults.tsx';
import { LibraryPage } from './LibraryPage.tsx';
import { FiltersPanel } from './FiltersPanel.tsx';
import { activeChips, clearAll, DEFAULT_FILTERS, INITIAL_QUERY, withFilters, withMode, withoutChip, withPage, type LibraryMode } from './query.ts';
import { useFileLibrary } from './useFileLibrary.ts';
import { LIBRARY_TEXTS } from './texts.ts';
import * as styles from './FileLibrary.css.ts';

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
    // On phones the floating button takes the header's place.
    <Button variant="primary" className={styles.headerUpload} startIcon={<UploadIcon />} onClick={openUpload}>
      {LIBRARY_TEXTS.upload}
    </Button>
  );

  return (
    <Screen className={styles.screen} part="files">
      <ScreenHeader title={LIBRARY_TEXTS.title} subtitle={LIBRARY_TEXTS.subtitle} actions={uploadButton} />
      <div className={styles.badges}>
        <Chip size="sm" color="success" icon={<LockIcon size={16} />}>
          {LIBRARY_TEXTS.secure}
        </Chip>
        <Chip size="sm" color="info" icon={<BoltIcon size={16} />}>
          {LIBRARY_TEXTS.fast}
        </Chip>
      </div>

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
          <LibraryPage files={files} query={query} view={view} onRetry={library.reload} onUpload={openUpload} onOpen={setSelected} onPage={(page) => library.setQuery((current) => withPage(current, page))} />
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
    </Screen>
  );
}
