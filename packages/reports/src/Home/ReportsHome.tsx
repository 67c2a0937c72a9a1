import { useState } from 'react';
import {
  formatShortDate,
  reportCardStatusText,
  reportMatchesSearch,
  reportsHomeStats,
  reportStatusColour,
  type PendingJob,
} from '@assess/core';
import {
  Alert,
  Button,
  Card,
  Chip,
  EmptyState,
  GridIcon,
  Heading,
  ListIcon,
  LoadingState,
  RouteLink,
  StatCards,
  Tabs,
  TextField,
  ToggleGroup,
  useAssessApi,
  useNavigate,
  type NavigateHandler,
} from '@assess/ui';
import { LoadFailure } from '../shared/parts.tsx';
import { fetchMyReports, fetchPendingJobs, type MyReport } from '../shared/reports-api.ts';
import * as styles from '../shared/screen.css.ts';
import { REFRESH_INDICATOR_MS, REPORTS_TEXTS as T, ROUTES, scoreText } from '../shared/texts.ts';
import { useLoad } from '../shared/useLoad.ts';
import { DASHBOARD_CRUMB, ScreenHeader } from '../shared/ScreenHeader.tsx';
import { useReportDownload } from '../shared/useReportDownload.ts';
import { TeacherHome } from './TeacherHome.tsx';

export type ReportsLayout = 'grid' | 'list';
type StudentTab = 'reports' | 'jobs' | 'progress';

export interface ReportsHomeProps {
  /** A teacher (or administrator) sees the report entry cards; anyone else their own reports (spec 02 §6). */
  teacher: boolean;
  userId: string;
  onNavigate?: NavigateHandler;
}

/** The reports home (spec 02 §2): My Reports for a student, the report entry cards for a teacher. */
export function ReportsHome({ teacher, userId, onNavigate }: ReportsHomeProps) {
  const navigate = useNavigate(onNavigate);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);

  return (
    <div className={styles.screen} part="reports-home">
      <ScreenHeader
        trail={[DASHBOARD_CRUMB, { label: 'Reports' }]}
        title={T.homeTitle}
        onNavigate={onNavigate}
        actions={
          <>
            <Button
              variant="outlined"
              loading={refreshing}
              onClick={() => {
                setRefreshing(true);
                setRefreshError(null);
                setRefreshKey((key) => key + 1);
                // The busy state lasts about a second, so that a quick answer still reads as a refresh (spec 02 §2).
                setTimeout(() => setRefreshing(false), REFRESH_INDICATOR_MS);
              }}
            >
              {T.refresh}
            </Button>
            <Button variant="primary" onClick={() => navigate({ to: ROUTES.create })}>
              {T.createAssessment}
            </Button>
          </>
        }
      />
      {refreshError && <Alert severity="error">{refreshError}</Alert>}
      {teacher ? (
        <TeacherHome onNavigate={onNavigate} />
      ) : (
        <StudentHome userId={userId} refreshKey={refreshKey} onRefreshFailed={setRefreshError} onNavigate={onNavigate} />
      )}
    </div>
  );
}

interface StudentHomeProps {
  userId: string;
  /** Grows on every Refresh: the lists are read again without the cache. */
  refreshKey: number;
  onRefreshFailed: (message: string) => void;
  onNavigate: NavigateHandler | undefined;
}

function StudentHome({ userId, refreshKey, onRefreshFailed, onNavigate }: StudentHomeProps) {
  const api = useAssessApi();
  const reports = useLoad(`reports:${userId}`, (options) => fetchMyReports(api, options), T.loadReportsFailed);
  const jobs = useLoad(`jobs:${userId}`, (options) => fetchPendingJobs(api, options), T.loadPendingJobsFailed);
  const [seenRefresh, setSeenRefresh] = useState(refreshKey);
  const [search, setSearch] = useState('');
  const [layout, setLayout] = useState<ReportsLayout>('grid');
  const [tab, setTab] = useState<StudentTab>('reports');

  if (seenRefresh !== refreshKey) {
    setSeenRefresh(refreshKey);
    void Promise.all([reports.reload({ fresh: true }), jobs.reload({ fresh: true })]).then(([reportsResult]) => {
      if (reportsResult.kind === 'error') onRefreshFailed(T.refreshFailed);
    });
  }

  if (reports.result.kind === 'loading') return <LoadingState title={T.loadingReports} />;
  if (reports.result.kind === 'error') return <LoadFailure message={reports.result.message} onRetry={() => void reports.reload({ fresh: true })} />;

  const list: MyReport[] = reports.result.kind === 'data' ? reports.result.value : [];
  const pendingJobs: PendingJob[] = jobs.result.kind === 'data' ? jobs.result.value : [];
  const stats = reportsHomeStats(list);
  const shown = list.filter((report) => reportMatchesSearch(report, search));
  const searching = search.trim() !== '';

  return (
    <>
      {reports.refreshing && (
        <Alert severity="info" autoDismiss={false}>
          {T.refreshing}
        </Alert>
      )}
      <StatCards
        label="Report statistics"
        stats={[
          { label: T.totalReports, value: stats.total },
          { label: T.completed, value: stats.completed },
          { label: T.pending, value: stats.pending },
          { label: T.averageScore, value: stats.averageScore === null ? T.notAvailable : `${stats.averageScore}%` },
        ]}
      />
      <Tabs<StudentTab>
        label={T.homeTitle}
        value={tab}
        onChange={setTab}
        items={[
          {
            value: 'reports',
            label: T.myReportsTab,
            badge: list.length,
            content: (
              <div className={styles.section}>
                <div className={styles.toolbar}>
                  <TextField label="Search reports" hideLabel type="search" placeholder={T.searchPlaceholder} value={search} onChange={(event) => setSearch(event.target.value)} />
                  <ToggleGroup<ReportsLayout>
                    label="Layout"
                    value={layout}
                    onChange={setLayout}
                    options={[
                      { value: 'grid', label: 'Grid view', icon: <GridIcon />, iconOnly: true },
                      { value: 'list', label: 'List view', icon: <ListIcon />, iconOnly: true },
                    ]}
                  />
                </div>
                {shown.length === 0 ? (
                  <EmptyState title={T.noReports} description={searching ? T.noReportsSearching : T.noReportsYet} headingLevel={2} />
                ) : (
                  <ul className={layout === 'grid' ? styles.cardGrid : styles.cardList} aria-label="Reports">
                    {shown.map((report) => (
                      <ReportCard key={String(report.id)} report={report} onNavigate={onNavigate} />
                    ))}
                  </ul>
                )}
              </div>
            ),
          },
          {
            value: 'jobs',
            label: T.pendingJobsTab,
            badge: pendingJobs.length,
            content: <PendingJobs jobs={jobs.result} pendingJobs={pendingJobs} onRetry={() => void jobs.reload({ fresh: true })} />,
          },
          {
            value: 'progress',
            label: T.progressTab,
            content: (
              <div className={styles.section}>
                <Heading level={2} className={styles.sectionTitle}>
                  {T.progressHeading}
                </Heading>
                <p className={styles.meta}>
                  <RouteLink to={ROUTES.student(userId)} onNavigate={onNavigate} className={styles.link}>
                    Open your progress by subject
                  </RouteLink>
                </p>
              </div>
            ),
          },
        ]}
      />
    </>
  );
}

function PendingJobs({ jobs, pendingJobs, onRetry }: { jobs: ReturnType<typeof useLoad<PendingJob[]>>['result']; pendingJobs: PendingJob[]; onRetry: () => void }) {
  if (jobs.kind === 'loading') return <LoadingState />;
  if (jobs.kind === 'error') return <LoadFailure message={jobs.message} onRetry={onRetry} />;
  if (pendingJobs.length === 0) return <EmptyState title={T.noPendingJobs} description={T.noPendingJobsText} headingLevel={2} />;
  return (
    <ul className={styles.cardList} aria-label={T.pendingJobsTab}>
      {pendingJobs.map((job) => (
        <Card as="li" key={job.job_id}>
          <div className={styles.row}>
            <span className={styles.cardTitle}>{job.file_name}</span>
            <Chip size="sm" color={reportStatusColour(job.status)}>
              {job.status}
            </Chip>
          </div>
          <p className={styles.meta}>{formatShortDate(job.created_at, { fallback: 'N/A' })}</p>
        </Card>
      ))}
    </ul>
  );
}

function ReportCard({ report, onNavigate }: { report: MyReport; onNavigate: NavigateHandler | undefined }) {
  const status = (report.status ?? '').toLowerCase();
  const graded = status === 'graded' || status === 'completed';
  const title = report.assessment_title || 'Untitled Assessment';
  const { download, busy, error } = useReportDownload();
  const id = String(report.id);
  return (
    <Card as="li" part="report-card">
      <div className={styles.cardBody}>
        <Heading level={2} className={styles.cardTitle}>
          <RouteLink to={ROUTES.report(id)} onNavigate={onNavigate} className={styles.link}>
            {title}
          </RouteLink>
        </Heading>
        <p className={styles.meta}>
          {report.subject_name ?? 'No subject'} · {formatShortDate(report.graded_at ?? report.submitted_at, { fallback: 'Unknown' })}
        </p>
        <div className={styles.row}>
          {report.practice && (
            <Chip size="sm" color="secondary">
              {T.practice}
            </Chip>
          )}
          <Chip size="sm" color={reportStatusColour(report.status)}>
            {report.status ?? 'Unknown'}
          </Chip>
          <span>{graded && typeof report.percentage === 'number' ? scoreText(report.percentage) : graded ? '' : reportCardStatusText(report.status)}</span>
        </div>
        {graded && (
          <div>
            <Button size="sm" variant="outlined" loading={busy} onClick={() => void download(id)} aria-label={`${T.downloadReport}: ${title}`}>
              {T.downloadReport}
            </Button>
          </div>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </div>
    </Card>
  );
}
