import { useMemo, useState } from 'react';
import { ARCHIVE_CONFIRMATION, canAccessManagement, deleteAssessment, routeTo, type AssessmentListItem, callErrorText } from '@assess/core';
import {
  Alert,
  Button,
  Card,
  Dialog,
  EmptyState,
  LoadingState,
  Pagination,
  Screen,
  ScreenHeader,
  useAssessApi,
  useNavigate,
  useResource,
  type NavigateHandler,
} from '@assess/ui';
import { useFeedbackDownload } from '../shared/useFeedbackDownload.ts';
import { useLastData } from '../shared/useLastData.ts';
import { AssessmentItems, type AssessmentView } from './AssessmentItems.tsx';
import { ArchivedAssessments } from './ArchivedAssessments.tsx';
import { LIST_TEXTS } from './texts.ts';
import { ListToolbar, type StatusFilter } from './ListToolbar.tsx';
import { loadAssessmentList } from './loadAssessmentList.ts';
import * as styles from './AssessmentList.css.ts';

export type { AssessmentView } from './AssessmentItems.tsx';
export type { StatusFilter } from './ListToolbar.tsx';

export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;


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

/**
 * The status a summary figure and the status filter count an item under: a teacher's set assessment counts as
 * graded once its marks are released and as pending while submissions wait for release.
 */
const STATUS_GROUP: Partial<Record<AssessmentListItem['status'], AssessmentListItem['status']>> = { released: 'graded', submitted: 'pending' };
const statusGroup = (item: AssessmentListItem) => STATUS_GROUP[item.status] ?? item.status;

function matches(item: AssessmentListItem, search: string, status: StatusFilter): boolean {
  if (status !== 'all' && statusGroup(item) !== status) return false;
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  return [item.title, item.description, item.subject?.name].some((text) => (text ?? '').toLowerCase().includes(wanted));
}

const SUMMARY = [
  ['Total Assessments', () => true],
  ['Graded', (item) => statusGroup(item) === 'graded'],
  ['Pending', (item) => statusGroup(item) === 'pending'],
  ['Rejected', (item) => statusGroup(item) === 'rejected'],
] as const satisfies readonly (readonly [string, (item: AssessmentListItem) => boolean])[];

export function AssessmentList({ view: initialView = 'grid', forceRefresh = false, userId, role, onNavigate }: AssessmentListProps) {
  const api = useAssessApi();
  const navigate = useNavigate(onNavigate);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [view, setView] = useState<AssessmentView>(initialView);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [toDelete, setToDelete] = useState<AssessmentListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [archivedNotice, setArchivedNotice] = useState<string | null>(null);
  const [showPractice, setShowPractice] = useState(false);
  const teaches = canAccessManagement(role);
  // Administrators keep the school's records: they see what teachers deleted and may restore it.
  const keepsRecords = role === 'admin' || role === 'school_admin';
  const feedback = useFeedbackDownload();

  // The view attribute or prop may change after mount; the toggle keeps working in between.
  const [viewProp, setViewProp] = useState(initialView);
  if (viewProp !== initialView) {
    setViewProp(initialView);
    setView(initialView);
  }

  // Arriving with forceRefresh clears the cached list and reads it afresh; later reads are Refresh's.
  const list = useResource(`assessments|${showPractice}|${forceRefresh}`, ({ fresh, signal }) => {
    if (!fresh && forceRefresh) api.clearCache('/assessments');
    return loadAssessmentList(api, { includePractice: showPractice, fresh: fresh || forceRefresh, signal, failureText: LIST_TEXTS.loadError });
  });
  // Another read of the list (practice shown or not) keeps the list on show until its answer; a failure replaces it.
  const loaded = useLastData(list.resource, { throughErrors: false }) ?? null;

  const refresh = (mode: 'fresh' | 'force') => {
    setBusy(true);
    if (mode === 'force') api.clearCache('/assessments');
    void list.reload().finally(() => setBusy(false));
  };

  const items = useMemo(() => loaded?.items ?? [], [loaded]);
  const filtered = useMemo(() => items.filter((item) => matches(item, search, status)), [items, search, status]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const currentPage = Math.min(page, pageCount);
  const shown = filtered.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteAssessment(api, toDelete.id);
      setArchivedNotice(LIST_TEXTS.archived(toDelete.title));
      setToDelete(null);
      await list.reload();
    } catch (error) {
      console.error(LIST_TEXTS.deleteError, error);
      // The server's reason (say, who may delete it) is what the reader needs, not a retry.
      setDeleteError(callErrorText(error, LIST_TEXTS.deleteError));
    } finally {
      setDeleting(false);
    }
  }

  const toSubmit = () => navigate({ to: routeTo('submitAssessment') });
  const toCreate = () => navigate({ to: routeTo('createAssessment') });
  const firstPage = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  let body;
  if (list.resource.kind === 'loading' && !loaded) {
    body = <LoadingState title="Loading assessments..." />;
  } else if (list.resource.kind === 'error') {
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
        <p className={styles.muted}>{LIST_TEXTS.loadHint}</p>
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
            <Button variant="primary" onClick={toSubmit}>
              Upload Assessment
            </Button>
            <Button variant="outlined" onClick={toCreate}>
              Create Assessment
            </Button>
          </>
        }
      />
    );
  } else if (filtered.length === 0) {
    body = <p className={styles.muted}>{LIST_TEXTS.noMatches}</p>;
  } else {
    body = (
      <AssessmentItems
        items={shown}
        view={view}
        userId={userId}
        downloading={feedback.downloading}
        onDetails={(item) => navigate({ to: routeTo('assessmentDetails', { assessmentId: item.id }) })}
        onDownload={(item) => void feedback.download(item.student_assessment_id, item.title)}
        onDelete={(item) => {
          setDeleteError(null);
          setToDelete(item);
        }}
      />
    );
  }

  return (
    <Screen>
      <ScreenHeader
        title={LIST_TEXTS.title}
        actions={
          <>
            <Button variant="outlined" onClick={() => refresh('fresh')} loading={busy}>
              Refresh
            </Button>
            <Button variant="outlined" onClick={() => refresh('force')} disabled={busy}>
              Force Refresh
            </Button>
            <Button variant="outlined" onClick={toSubmit}>
              Upload Assessment
            </Button>
            <Button variant="primary" onClick={toCreate}>
              Create Assessment
            </Button>
          </>
        }
      />
      {archivedNotice && (
        <Alert severity="success" onClose={() => setArchivedNotice(null)}>
          {archivedNotice}
        </Alert>
      )}
      {feedback.error && (
        <Alert severity="error" onClose={feedback.clearError}>
          {feedback.error}
        </Alert>
      )}
      {loaded?.sample && (
        <Alert severity="warning" title="Sample data" autoDismiss={false}>
          {LIST_TEXTS.sampleData}
        </Alert>
      )}
      <div className={styles.summary}>
        {SUMMARY.map(([label, counts]) => (
          <Card key={label} as="section" title={label} headingLevel={2} className={styles.statCard}>
            <p className={styles.statValue}>{loaded ? items.filter(counts).length : '–'}</p>
          </Card>
        ))}
      </div>
      <ListToolbar
        search={search}
        onSearch={firstPage(setSearch)}
        status={status}
        onStatus={firstPage(setStatus)}
        showPractice={teaches ? showPractice : undefined}
        onShowPractice={firstPage(setShowPractice)}
        view={view}
        onView={setView}
      />
      {body}
      {loaded && filtered.length > 0 && (
        <Pagination
          page={currentPage}
          pageCount={pageCount}
          onPageChange={setPage}
          pageSize={pageSize}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          onPageSizeChange={firstPage(setPageSize)}
        />
      )}
      {keepsRecords && (
        <ArchivedAssessments
          onView={(item) => navigate({ to: routeTo('assessmentDetails', { assessmentId: item.id }) })}
          onRestored={() => void list.reload()}
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
          Are you sure you want to delete “{toDelete?.title}”?
        </p>
        <p>{ARCHIVE_CONFIRMATION}</p>
        {deleteError && <Alert severity="error">{deleteError}</Alert>}
      </Dialog>
    </Screen>
  );
}
