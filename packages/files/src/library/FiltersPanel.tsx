import { DIFFICULTY_LEVELS, fileTypeLabel, GENERATED_ASSESSMENT_TYPES } from '@assess/core';
import { Button, Heading, IconButton, Select, TextField, CloseIcon } from '@assess/ui';
import {
  FILTER_ENTITY_TYPES,
  FILTER_FILE_TYPES,
  PAGE_SIZES,
  type LibraryFilters,
  type LibraryMode,
  type SortField,
  type SortOrder,
} from './query.ts';
import * as styles from './FileLibrary.css.ts';
import { ASSESSMENT_TYPE_LABELS, ENTITY_TYPE_LABELS, FILTER_TEXTS, SORT_LABELS } from './texts.ts';

export interface FiltersPanelProps {
  id: string;
  mode: LibraryMode;
  filters: LibraryFilters;
  onChange: (change: Partial<LibraryFilters>) => void;
  onReset: () => void;
  onClose: () => void;
}

/** The Filters side panel (spec 02 §2): entity and file type, sort, page size; subject, difficulty and type for AI files. */
export function FiltersPanel({ id, mode, filters, onChange, onReset, onClose }: FiltersPanelProps) {
  const all = { value: '', label: FILTER_TEXTS.all };
  return (
    <aside id={id} className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHeader}>
        <Heading level={2} id={`${id}-title`} className={styles.panelTitle}>
          {FILTER_TEXTS.title}
        </Heading>
        <IconButton label={FILTER_TEXTS.close} size="sm" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      {mode === 'all' ? (
        <>
          <Select
            label={FILTER_TEXTS.entityType}
            value={filters.entityType}
            options={[all, ...FILTER_ENTITY_TYPES.map((value) => ({ value, label: ENTITY_TYPE_LABELS[value] }))]}
            onChange={(event) => onChange({ entityType: event.target.value })}
            fullWidth
          />
          <Select
            label={FILTER_TEXTS.fileType}
            value={filters.fileType}
            options={[all, ...FILTER_FILE_TYPES.map((value) => ({ value, label: fileTypeLabel(value) }))]}
            onChange={(event) => onChange({ fileType: event.target.value })}
            fullWidth
          />
        </>
      ) : (
        <>
          <TextField label={FILTER_TEXTS.subject} value={filters.subject} onChange={(event) => onChange({ subject: event.target.value })} fullWidth />
          <Select
            label={FILTER_TEXTS.difficulty}
            value={filters.difficultyLevel}
            options={[all, ...DIFFICULTY_LEVELS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))]}
            onChange={(event) => onChange({ difficultyLevel: event.target.value })}
            fullWidth
          />
          <Select
            label={FILTER_TEXTS.assessmentType}
            value={filters.assessmentType}
            options={[all, ...GENERATED_ASSESSMENT_TYPES.map((value) => ({ value, label: ASSESSMENT_TYPE_LABELS[value] }))]}
            onChange={(event) => onChange({ assessmentType: event.target.value })}
            fullWidth
          />
        </>
      )}
      <Select
        label={FILTER_TEXTS.sortBy}
        value={filters.sortBy}
        options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
        onChange={(event) => onChange({ sortBy: event.target.value as SortField })}
        fullWidth
      />
      <Select
        label={FILTER_TEXTS.sortOrder}
        value={filters.sortOrder}
        options={[
          { value: 'desc', label: FILTER_TEXTS.newest },
          { value: 'asc', label: FILTER_TEXTS.oldest },
        ]}
        onChange={(event) => onChange({ sortOrder: event.target.value as SortOrder })}
        fullWidth
      />
      <Select
        label={FILTER_TEXTS.pageSize}
        value={String(filters.pageSize)}
        options={PAGE_SIZES.map(String)}
        onChange={(event) => onChange({ pageSize: Number(event.target.value) })}
        fullWidth
      />
      <Button variant="outlined" onClick={onReset}>
        {FILTER_TEXTS.reset}
      </Button>
    </aside>
  );
}
