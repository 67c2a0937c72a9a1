import { useState } from 'react';
import {
  fetchStudentProgress,
  fetchStudentReports,
  fetchSubmissionReport,
  formatShortDate,
  routeTo,
  type Resource,
  type StudentReportItemOut,
  type SubmissionReport,
} from '@assess/core';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Heading,
  LoadingState,
  RouteLink,
  Screen,
  ScreenHeader,
  StatCards,
  Table,
  Tabs,
  useAssessApi,
  useResource,
  type NavigateHandler,
} from '@assess/ui';
import { failureOf, isMissing, readReport } from '../shared/load.ts';
import { DASHBOARD_CRUMB, LoadFailure, percentText, REPORTS_CRUMB, ReportDeadEnd } from '../shared/parts.tsx';
import * as styles from '../shared/screen.css.ts';
import { REPORTS_TEXTS as T } from '../shared/texts.ts';
import { useReportDownload } from '../shared/useReportDownload.ts';
import { ProgressPane } from './ProgressPane.tsx';

type StudentTab = 'assessments' | 'progress';

export interface StudentReportsProps {
  /** The student's account id, or the id of a student record the viewer may see. */
  studentId: string;
  /** A teacher came here from their students: the breadcrumb leads back there. */
  teacher: boolean;
  onNavigate?: NavigateHandler;
}

/** Student Reports (spec 02 §2): the student's assessments with the selected result, and their progress. */
export function StudentReports({ studentId, teacher, onNavigate }: StudentReportsProps) {
  const api = useAssessApi();
  const reports = useResource(`student:${studentId}`, (options) => readReport(T.loadStudentReportsFailed, () => fetchStudentReports(api, studentId, options)));
  const progress = useResource(`progress:${studentId}`, (options) => readReport(T.loadProgressFailed, () => fetchStudentProgress(api, studentId, options)));
  const [selected, setSelected] = useState<string | null>(null);
  const [refreshCount, setRefreshCount] = useState(0);
  const name = progress.resource.kind === 'data' ? progress.resource.data.student_name : null;

  if (studentId.trim() === '') return <Alert severity="error">{T.studentIdRequired}</Alert>;
  // A student the viewer may not see reads as not there (the server answers 404), not as one with no reports.
  if (isMissing(reports.resource)) return <ReportDeadEnd kind="not-found" onNavigate={onNavigate} />;

  const refresh = () => {
    setRefreshCount((count) => count + 1);
    void reports.reload({ fresh: true });
    void progress.reload({ fresh: true });
  };

  return (
    <Screen part="student-reports">
      <ScreenHeader
        trail={[
          DASHBOARD_CRUMB,
          REPORTS_CRUMB,
          ...(teacher ? [{ label: T.studentsTitle, href: routeTo('studentReportsList') }] : []),
          { label: name ?? T.studentReportsTitle },
        ]}
        title={T.studentReportsTitle}
        subtitle={name}
        onNavigate={onNavigate}
        actions={
          <Button variant="outlined" onClick={refresh} loading={reports.refreshing}>
            {T.refreshReports}
          </Button>
        }
      />
      <Tabs<StudentTab>
        label={T.studentReportsTitle}
        items={[
          {
            value: 'assessments',
            label: T.assessmentsTab,
            content: (
              <AssessmentsPane
                studentId={studentId}
                reports={reports.resource}
                selected={selected}
                onSelect={setSelected}
                refreshCount={refreshCount}
                onRetry={() => void reports.reload({ fresh: true })}
                onNavigate={onNavigate}
              />
            ),
          },
          { value: 'progress', label: T.progressTab, content: <ProgressPane studentId={studentId} progress={progress.resource} onRetry={() => void progress.reload({ fresh: true })} /> },
        ]}
      />
    </Screen>
  );
}

interface AssessmentsPaneProps {
  studentId: string;
  reports: Resource<StudentReportItemOut[]>;
  selected: string | null;
  onSelect: (id: string) => void;
  refreshCount: number;
  onRetry: () => void;
  onNavigate: NavigateHandler | undefined;
}

function AssessmentsPane({ studentId, reports, selected, onSelect, refreshCount, onRetry, onNavigate }: AssessmentsPaneProps) {
  const failure = failureOf(reports);
  if (reports.kind === 'loading') return <LoadingState title={T.loadingReports} />;
  if (failure) return <LoadFailure error={failure} text={T.loadStudentReportsFailed} onRetry={onRetry} />;
  const list = reports.kind === 'data' ? reports.data : [];
  if (list.length === 0) return <EmptyState title={T.noReports} description={T.noReportsYet} headingLevel={2} />;
  return (
    <div className={styles.twoPane}>
      <ul className={styles.pickList} aria-label={T.assessmentsTab}>
        {list.map((item) => {
          const id = String(item.id);
          return (
            <li key={id}>
              <button type="button" className={styles.pickItem} aria-current={selected === id ? 'true' : undefined} onClick={() => onSelect(id)}>
                <strong>{item.title || 'Untitled Assessment'}</strong>
                <span className={styles.meta}>Completed {formatShortDate(item.completed_date, { fallback: 'N/A' })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {selected ? (
        <SelectedResult key={`${selected}:${refreshCount}`} studentId={studentId} reportId={selected} fresh={refreshCount > 0} onNavigate={onNavigate} />
      ) : (
        <p className={styles.meta}>{T.selectAssessment}</p>
      )}
    </div>
  );
}

function SelectedResult({ studentId, reportId, fresh, onNavigate }: { studentId: string; reportId: string; fresh: boolean; onNavigate: NavigateHandler | undefined }) {
  const api = useAssessApi();
  const { resource, reload } = useResource(`${studentId}:${reportId}`, (options) =>
    readReport(T.loadDetailsFailed, () => fetchSubmissionReport(api, studentId, reportId, { fresh: fresh || options.fresh, signal: options.signal })),
  );
  const { download, busy, error } = useReportDownload();
  const failure = failureOf(resource);
  if (resource.kind === 'loading') return <LoadingState />;
  if (failure) return <LoadFailure error={failure} text={T.loadDetailsFailed} onRetry={() => void reload({ fresh: true })} />;
  if (resource.kind === 'error') return <Alert severity="error">{T.detailsNotFound}</Alert>;
  const report: SubmissionReport = resource.data;
  const title = report.title || 'Untitled Assessment';
  return (
    <Card as="section" title={title} headingLevel={2} aria-live="polite">
      <div className={styles.section}>
        <StatCards
          label="Result"
          stats={[
            { label: 'Assessment', value: title },
            { label: 'Subject', value: report.subject ?? T.notAvailable },
            { label: 'Score', value: percentText(report.score) },
            { label: 'Date Completed', value: formatShortDate(report.completed_date, { fallback: 'N/A' }) },
          ]}
        />
        <div className={styles.tableWrap}>
          <Table
            caption={`${title}: questions`}
            hideCaption
            rows={report.questions ?? []}
            getRowKey={(question, index) => `${question.id ?? index}`}
            emptyMessage={T.noQuestions}
            columns={[
              { key: 'number', header: 'Question', rowHeader: true, render: (question) => String(question.number ?? '') },
              { key: 'topic', header: 'Topic', render: (question) => (typeof question.topic === 'string' ? question.topic : '-') },
              { key: 'score', header: 'Score', align: 'right', render: (question) => question.score ?? '-' },
              { key: 'max', header: 'Max Score', align: 'right', render: (question) => question.max_score ?? '-' },
            ]}
          />
        </div>
        <Heading level={3} className={styles.sectionTitle}>
          {T.feedback}
        </Heading>
        <p className={styles.feedback}>{report.feedback || T.noFeedback}</p>
        <div className={styles.row}>
          <Button variant="primary" loading={busy} onClick={() => void download(reportId)}>
            {T.exportReport}
          </Button>
          <RouteLink to={routeTo('assessmentReport', { reportId }, { student: studentId })} onNavigate={onNavigate} className={styles.link}>
            Open the full report
          </RouteLink>
        </div>
        {error && <Alert severity="error">{error}</Alert>}
      </div>
    </Card>
  );
}
