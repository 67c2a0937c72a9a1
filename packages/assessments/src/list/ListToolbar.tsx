import { Checkbox, GridIcon, ListIcon, Select, TextField, ToggleGroup } from '@assess/ui';
import type { AssessmentView } from './AssessmentItems.tsx';
import { LIST_TEXTS } from './texts.ts';
import * as styles from './AssessmentList.css.ts';

export type StatusFilter = 'all' | 'pending' | 'graded' | 'rejected';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Status' },
  { value: 'pending', label: 'Pending' },
  { value: 'graded', label: 'Graded' },
  { value: 'rejected', label: 'Rejected' },
];

export interface ListToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  /** Whether the students' practice is listed too; undefined offers no switch (only a teacher has one). */
  showPractice: boolean | undefined;
  onShowPractice: (show: boolean) => void;
  view: AssessmentView;
  onView: (view: AssessmentView) => void;
}

/** My Assessments' search, status filter, practice switch and layout toggle. */
export function ListToolbar({ search, onSearch, status, onStatus, showPractice, onShowPractice, view, onView }: ListToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <TextField
        label="Search"
        hideLabel
        type="search"
        placeholder={LIST_TEXTS.search}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        className={styles.search}
      />
      <Select label="Status" hideLabel options={STATUS_OPTIONS} value={status} onChange={(event) => onStatus(event.target.value as StatusFilter)} />
      {showPractice !== undefined && (
        <Checkbox label={LIST_TEXTS.showPractice} helperText={LIST_TEXTS.showPracticeHint} checked={showPractice} onChange={(event) => onShowPractice(event.target.checked)} />
      )}
      <ToggleGroup<AssessmentView>
        label="Layout"
        value={view}
        onChange={onView}
        options={[
          { value: 'grid', label: 'Grid view', icon: <GridIcon />, iconOnly: true },
          { value: 'list', label: 'List view', icon: <ListIcon />, iconOnly: true },
        ]}
      />
    </div>
  );
}
