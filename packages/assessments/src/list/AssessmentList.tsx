import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  assessmentReviewStatusColour,
  canAccessManagement,
  descriptionPreview,
  formatShortDate,
  formatStatusLabel,
  isBackendUnreachable,
  mayActOnAssessment,
  type AssessmentListItem,
} from '@assess/core';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Chip,
  Dialog,
  EmptyState,
  GridIcon,
  ListIcon,
  LoadingState,
  Pagination,
  Select,
  TextField,
  ToggleGroup,
  useAssessApi,
} from '@assess/ui';
import { deleteAssessment, errorText, fetchAssessments } from '../shared/assessments-api.ts';
import { useFeedbackDownload } from '../shared/useFeedbackDownload.ts';
import { CREATE_ROUTE, SUBMIT_ROUTE, detailsRoute, useNavigate, type NavigateHandler } from '../shared/navigation.ts';
import * as layout from '../shared/screen.css.ts';
import { sampleAssessmentItems } from './sample-assessments.ts';
import * as styles from './AssessmentList.css.ts';

export type AssessmentView = 'grid' | 'list';
export type StatusFilter = 'all' | 'pending' | 'graded' | 'rejected';

export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const LIST_TEXTS = {
  title: 'My Assessments',
  search: 'Search assessments...',
  loadError: 'Failed to load assessments. Please try again.',
  loadHint: 'Unable to load assessments. Try forcing a manual refresh.',
  deleteError: 'Failed to delete assessment. Please try again.',
  sampleData: 'Showing sample assessments: the server could not be reached. These are examples, not your data.',
  deleteTitle: 'Delete Assessment?',
  empty: 'No assessments yet',
  emptyHint: 'Upload an answer paper to be graded, or create a new assessment.',
  noMatches: 'No assessments match your search or filter.',
  showPractice: "Show students' practice",
  showPracticeHint: 'Self-checks your students made of their own papers: they count in no result.',
  practice: 'Practice',
} as const;

/** The chip of a practice item: 'Practice', or 'Practice: Pia Pupil' when it is a student's. */
export function practiceLabel(item: Pick<AssessmentListItem, 'student_name'>): string {
  return item.student_name ? `${LIST_TEXTS.practice}: ${item.student_name}` : LIST_TEXTS.practice;
}

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Status' },
  { value: 'pending', label: 'Pending' },
  { value: 'graded', label: 'Graded' },
  { value: 'rejected', label: 'Rejected' },
];

export interface AssessmentListProps {
  /** Grid of cards (default) or a list of rows. */
  view?: AssessmentView;
  /** The forceRefresh navigation-state flag: clears the cached list and reloads on arrival. */
  forceRefresh?: boolean;
  /** The signed-in user: Delete shows only where the server would accept it (the shared rule, mayActOnAssessment). */
  userId?: string;
  /** The signed-in user's role: a teacher may also list their students' practice. */
  role?: string;
  onNavigate?: NavigateHandler;
}

type Load = { state: 'loading' } | { state: 'ready'; items: AssessmentListItem[]; sample: boolean } | { state: 'error' };

function matches(item: AssessmentListItem, search: string, status: StatusFilter): boolean {
  if (status !== 'all' && item.status !== status) return false;
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  return [item.title, item.description, item.subject?.name].some((text) => (text ?? '').toLowerCase().includes(wanted));
}

export function AssessmentList({ view: initialView = 'grid', forceRefresh = false, userId, role, onNavigate }: AssessmentListProps) {
  const api = useAssessApi();
  const navigate = useNavigate(onNavigate);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [view, setView] = useState<AssessmentView>(initialView);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [toDelete, setToDelete] = useState<AssessmentListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [showPractice, setShowPractice] = useState(false);
  const teaches = canAccessManagement(role);
  const feedback = useFeedbackDownload();
  const latest = useRef(0);

  // The view attribute or prop may change after mount; the toggle keeps working in between.
  const [viewProp, setViewProp] = useState(initialView);
  if (viewProp !== initialView) {
    setViewProp(initialView);
    setView(initialView);
  }

  const reload = useCallback(
    (mode: 'cached' | 'fresh' | 'force') => {
      const run = ++latest.current;
      if (mode === 'force') api.clearCache('/assessments');
      return fetchAssessments(api, { fresh: mode !== 'cached', includePractice: showPractice }).then(
        (items) => {
          if (run === latest.current) setLoad({ state: 'ready', items, sample: false });
        },
        (error: unknown) => {
          if (run !== latest.current) return;
          if (isBackendUnreachable(error)) {
            setLoad({ state: 'ready', items: sampleAssessmentItems(), sample: true });
          } else {
            console.error(LIST_TEXTS.loadError, error);
            setLoad({ state: 'error' });
          }
        },
      );
    },
    [api, showPractice],
  );

  const refresh = useCallback(
    (mode: 'fresh' | 'force') => {
      setBusy(true);
      void reload(mode).finally(() => setBusy(false));
    },
    [reload],
  );

  useEffect(() => {
    void reload(forceRefresh ? 'force' : 'cached');
  }, [reload, forceRefresh]);

  const items = useMemo(() => (load.state === 'ready' ? load.items : []), [load]);
  const filtered = useMemo(() => items.filter((item) => matches(item, search, status)), [items, search, status]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const currentPage = Math.min(page, pageCount);
  const shown = filtered.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  const counts = {
    total: items.length,
    graded: items.filter((item) => item.status === 'graded').length,
    pending: items.filter((item) => item.status === 'pending').length,
    rejected: items.filter((item) => item.status === 'rejected').length,
  };

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteAssessment(api, toDelete.id);
      setToDelete(null);
      await reload('fresh');
    } catch (error) {
      console.error(LIST_TEXTS.deleteError, error);
      // The server's reason (say, who may delete it) is what the reader needs, not a retry.
      setDeleteError(errorText(error, LIST_TEXTS.deleteError));
    } finally {
      setDeleting(false);
    }
  }

  const headerButtons = (
    <div className={layout.actions}>
      <Button variant="outlined" onClick={() => refresh('fresh')} loading={busy}>
        Refresh
      </Button>
      <Button variant="outlined" onClick={() => refresh('force')} disabled={busy}>
        Force Refresh
      </Button>
      <Button variant="outlined" onClick={() => navigate({ to: SUBMIT_ROUTE })}>
        Upload Assessment
      </Button>
      <Button variant="primary" onClick={() => navigate({ to: CREATE_ROUTE })}>
        Create Assessment
      </Button>
    </div>
  );

  function itemActions(item: AssessmentListItem) {
    return (
      <div className={layout.actions}>
        <Button size="sm" variant="primary" onClick={() => navigate({ to: detailsRoute(item.id) })} aria-label={`View Details: ${item.title}`}>
          View Details
        </Button>
        {item.status === 'graded' && (
          <Button
            size="sm"
            variant="outlined"
            aria-label={`Download Feedback: ${item.title}`}
            disabled={!item.student_assessment_id}
            loading={item.student_assessment_id !== null && feedback.downloading === item.student_assessment_id}
            onClick={() => item.student_assessment_id && void feedback.download(item.student_assessment_id, item.title)}
          >
            Download Feedback
          </Button>
        )}
        {mayActOnAssessment('delete', userId, item) && (
          <Button
            size="sm"
            variant="danger"
            onClick={() => {
              setDeleteError(null);
              setToDelete(item);
            }}
            aria-label={`Delete: ${item.title}`}
          >
            Delete
          </Button>
        )}
      </div>
    );
  }

  function statusChip(item: AssessmentListItem) {
    return (
      <span className={styles.chips}>
        {item.practice && (
          <Chip color="secondary" size="sm" data-practice="">
            {practiceLabel(item)}
          </Chip>
        )}
        <Chip color={assessmentReviewStatusColour(item.status)} size="sm" data-status={item.status}>
          {formatStatusLabel(item.status)}
        </Chip>
      </span>
    );
  }

  /** Whose work an item is, when it is not the reader's own and not already named as practice. */
  function owner(item: AssessmentListItem) {
    return item.student_name && !item.practice ? ` · ${item.student_name}` : '';
  }

  let body;
  if (load.state === 'loading') {
    body = <LoadingState title="Loading assessments..." />;
  } else if (load.state === 'error') {
    body = (
      <div className={styles.errorBox}>
        <Alert
          severity="error"
          action={
            <Button size="sm" variant="outlined" onClick={() => refresh('fresh')}>
              Retry
            </Button>
          }
        >
          {LIST_TEXTS.loadError}
        </Alert>
        <p className={layout.muted}>{LIST_TEXTS.loadHint}</p>
        <div>
          <Button variant="primary" onClick={() => refresh('force')}>
            Force Refresh
          </Button>
        </div>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title={LIST_TEXTS.empty}
        description={LIST_TEXTS.emptyHint}
        headingLevel={2}
        actions={
          <>
            <Button variant="primary" onClick={() => navigate({ to: SUBMIT_ROUTE })}>
              Upload Assessment
            </Button>
            <Button variant="outlined" onClick={() => navigate({ to: CREATE_ROUTE })}>
              Create Assessment
            </Button>
          </>
        }
      />
    );
  } else if (filtered.length === 0) {
    body = <p className={layout.muted}>{LIST_TEXTS.noMatches}</p>;
  } else if (view === 'grid') {
    body = (
      <ul className={styles.grid} aria-label="Assessments">
        {shown.map((item) => (
          <Card key={item.id} as="li" title={item.title} headingLevel={3} headerAction={statusChip(item)} actions={itemActions(item)} className={styles.card}>
            <p className={styles.description}>{descriptionPreview(item.description, 'grid')}</p>
            <p className={layout.muted}>
              {item.subject?.name ?? 'No subject'} · {formatShortDate(item.created_at)}
              {owner(item)}
            </p>
          </Card>
        ))}
      </ul>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Assessments">
        {shown.map((item) => (
          <li key={item.id} className={styles.row}>
            <div className={styles.rowText}>
              <h3 className={styles.rowTitle}>{item.title}</h3>
              <p className={styles.description}>{descriptionPreview(item.description, 'list')}</p>
              <p className={layout.muted}>
                {item.subject?.name ?? 'No subject'} · {formatShortDate(item.created_at)}
                {owner(item)}
              </p>
            </div>
            {statusChip(item)}
            {itemActions(item)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={layout.screen}>
      <div className={layout.header}>
        <h1 className={layout.title}>{LIST_TEXTS.title}</h1>
        {headerButtons}
      </div>
      {feedback.error && (
        <Alert severity="error" onClose={feedback.clearError}>
          {feedback.error}
        </Alert>
      )}
      {load.state === 'ready' && load.sample && (
        <Alert severity="warning" title="Sample data" autoDismiss={false}>
          {LIST_TEXTS.sampleData}
        </Alert>
      )}
      <div className={styles.summary}>
        {(
          [
            ['Total Assessments', counts.total],
            ['Graded', counts.graded],
            ['Pending', counts.pending],
            ['Rejected', counts.rejected],
          ] as const
        ).map(([label, count]) => (
          <Card key={label} as="section" title={label} headingLevel={2} className={styles.statCard}>
            <p className={styles.statValue}>{load.state === 'ready' ? count : '–'}</p>
          </Card>
        ))}
      </div>
      <div className={styles.toolbar}>
        <TextField
          label="Search"
          hideLabel
          type="search"
          placeholder={LIST_TEXTS.search}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          className={styles.search}
        />
        <Select
          label="Status"
          hideLabel
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as StatusFilter);
            setPage(1);
          }}
        />
        {teaches && (
          <Checkbox
            label={LIST_TEXTS.showPractice}
            helperText={LIST_TEXTS.showPracticeHint}
            checked={showPractice}
            onChange={(event) => {
              setShowPractice(event.target.checked);
              setPage(1);
            }}
          />
        )}
        <ToggleGroup<AssessmentView>
          label="Layout"
          value={view}
          onChange={setView}
          options={[
            { value: 'grid', label: 'Grid view', icon: <GridIcon />, iconOnly: true },
            { value: 'list', label: 'List view', icon: <ListIcon />, iconOnly: true },
          ]}
        />
      </div>
      {body}
      {load.state === 'ready' && filtered.length > 0 && (
        <Pagination
          page={currentPage}
          pageCount={pageCount}
          onPageChange={setPage}
          pageSize={pageSize}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
      <Dialog
        open={toDelete !== null}
        onClose={() => !deleting && setToDelete(null)}
        title={LIST_TEXTS.deleteTitle}
        role="alertdialog"
        size="sm"
        actions={
          <>
            <Button variant="text" onClick={() => setToDelete(null)} disabled={deleting}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()} loading={deleting}>
              Delete
            </Button>
          </>
        }
      >
        <p>
          Are you sure you want to delete “{toDelete?.title}”? This action cannot be undone.
        </p>
        {deleteError && <Alert severity="error">{deleteError}</Alert>}
      </Dialog>
    </div>
  );
}
