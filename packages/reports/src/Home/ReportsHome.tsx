import { useState } from 'react';
import { fetchMyReports, fetchPendingGradingJobs, reportMatchesSearch, reportsHomeCountedText, reportsHomeStats, routeTo, toListedJob, type ListedJob, type MyReportItem } from '@assess/core';
import {
  Alert,
  Button,
  EmptyState,
  GridIcon,
  Heading,
  ListIcon,
  LoadingState,
  RouteLink,
  Screen,
  ScreenHeader,
  StatCards,
  Tabs,
  TextField,
  ToggleGroup,
  useAssessApi,
  useNavigate,
  useResource,
  type NavigateHandler,
} from '@assess/ui';
import { failureOf, readReport } from '../shared/load.ts';
import { DASHBOARD_CRUMB, LoadFailure } from '../shared/parts.tsx';
import * as styles from '../shared/screen.css.ts';
import { REFRESH_INDICATOR_MS, REPORTS_TEXTS as T } from '../shared/texts.ts';
import { PendingJobs, ReportCard } from './ReportCards.tsx';
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
    <Screen part="reports-home">
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
            <Button variant="primary" onClick={() => navigate({ to: routeTo('createAssessment') })}>
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
    </Screen>
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
  const reports = useResource(`reports:${userId}`, (options) => readReport(T.loadReportsFailed, () => fetchMyReports(api, options)));
  const jobs = useResource(`jobs:${userId}`, (options) => readReport(T.loadPendingJobsFailed, async () => (await fetchPendingGradingJobs(api, options)).map(toListedJob)));
  const [seenRefresh, setSeenRefresh] = useState(refreshKey);
  const [search, setSearch] = useState('');
  const [layout, setLayout] = useState<ReportsLayout>('grid');
  const [tab, setTab] = useState<StudentTab>('reports');

  if (seenRefresh !== refreshKey) {
    setSeenRefresh(refreshKey);
    void Promise.all([reports.reload({ fresh: true }), jobs.reload({ fresh: true })]).then(([reportsResult]) => {
      if (failureOf(reportsResult)) onRefreshFailed(T.refreshFailed);
    });
  }

  const failure = failureOf(reports.resource);
  if (reports.resource.kind === 'loading') return <LoadingState title={T.loadingReports} />;
  if (failure) return <LoadFailure error={failure} text={T.loadReportsFailed} onRetry={() => void reports.reload({ fresh: true })} />;

  // Nothing there (a 404) is no reports yet.
  const list: MyReportItem[] = reports.resource.kind === 'data' ? reports.resource.data : [];
  const pendingJobs: ListedJob[] = jobs.resource.kind === 'data' ? jobs.resource.data : [];
  const stats = reportsHomeStats(list);
  const countedText = reportsHomeCountedText(stats);
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
      {countedText && <p className={styles.meta}>{countedText}</p>}
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
            content: <PendingJobs jobs={jobs.resource} pendingJobs={pendingJobs} onRetry={() => void jobs.reload({ fresh: true })} />,
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
                  <RouteLink to={routeTo('studentReports', { studentId: userId })} onNavigate={onNavigate} className={styles.link}>
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
