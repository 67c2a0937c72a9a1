import { useState } from 'react';
import { fetchSubmissionReport, fetchSubmissionStudent, formatShortDate, routeTo, summariseAssessmentReport } from '@assess/core';
import { Alert, Breadcrumbs, Button, Chip, Heading, LoadingState, Screen, ScreenHeader, Tabs, useAssessApi, useNavigate, useResource, type NavigateHandler } from '@assess/ui';
import { SchemeRead } from '@assess/marking';
import { failureOf, readReport } from '../shared/load.ts';
import { LoadFailure, REPORTS_CRUMB } from '../shared/parts.tsx';
import * as screen from '../shared/screen.css.ts';
import { REPORTS_TEXTS as T, reviewLabel } from '../shared/texts.ts';
import { useReportDownload } from '../shared/useReportDownload.ts';
import { FeedbackSection, PrintedQuestions, QuestionsSection, SummarySection } from './ReportSections.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';
import * as styles from './ReportDetail.css.ts';

type DetailTab = 'summary' | 'questions' | 'feedback';

export interface ReportDetailProps {
  /** The submission (student assessment) the report is of. */
  reportId: string;
  /** The student whose report it is (spec 02 §2); by default the signed-in user, or for a teacher the submission's. */
  studentId?: string;
  /** The signed-in user. */
  userId: string;
  /** A teacher (or administrator) reviews the marks below the report (decision 14). */
  teacher: boolean;
  onNavigate?: NavigateHandler;
}

/** Shares the page: the system share sheet where there is one, otherwise the link goes to the clipboard. */
async function shareLink(title: string): Promise<'shared' | 'copied'> {
  const url = globalThis.location?.href ?? '';
  if (typeof navigator.share === 'function') {
    await navigator.share({ title, url });
    return 'shared';
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}

/** The assessment report detail (spec 02 §2): summary, questions and feedback, with print, share and PDF. */
export function ReportDetail({ reportId, studentId, userId, teacher, onNavigate }: ReportDetailProps) {
  const api = useAssessApi();
  const navigate = useNavigate(onNavigate);
  const { resource, reload } = useResource(`${studentId ?? ''}:${reportId}`, (options) =>
    readReport(T.loadAssessmentReportFailed, async () => {
      // A submission's owner never changes: a fresh reload reads the report again, the owner from the cache.
      const owner = studentId || (teacher ? await fetchSubmissionStudent(api, reportId, { signal: options.signal }) : userId);
      return fetchSubmissionReport(api, owner, reportId, options);
    }),
  );
  const { download, busy, error: downloadError } = useReportDownload();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const failure = failureOf(resource);
  if (resource.kind === 'loading') return <LoadingState title="Loading report..." />;
  if (failure) {
    return (
      <Screen>
        <LoadFailure error={failure} text={T.loadAssessmentReportFailed} onRetry={() => void reload({ fresh: true })} />
      </Screen>
    );
  }
  if (resource.kind === 'error') {
    return (
      <Screen>
        <Alert severity="error">{T.detailsNotFound}</Alert>
      </Screen>
    );
  }

  const report = resource.data;
  const summary = summariseAssessmentReport(report);
  const ownerId = report.student?.id ? String(report.student.id) : (studentId ?? userId);
  const studentName = summary.studentName ?? 'Student';
  const suggestions = report.suggestions ?? [];
  const gradingNotes = report.grading_notes ?? [];
  const overall = report.results?.teacher_feedback || summary.overallComment;
  const header = [
    ['Date', formatShortDate(summary.date, { fallback: 'N/A' })],
    ['Type', summary.type],
    ['Period', summary.period ?? 'N/A'],
    ['Info', summary.subject ?? 'N/A'],
  ] as const;

  return (
    <Screen className={styles.printArea} part="report-detail">
      <div className={styles.screenOnly}>
        <Breadcrumbs
          items={[
            { label: 'Home', href: routeTo('dashboard') },
            REPORTS_CRUMB,
            { label: T.studentReportsTitle, href: routeTo('studentReports', { studentId: ownerId }) },
            { label: studentName, href: routeTo('studentReports', { studentId: ownerId }) },
            { label: summary.title },
          ]}
          onNavigate={(to, event) => (event.preventDefault(), navigate({ to }))}
        />
      </div>
      <ScreenHeader
        title={summary.title}
        subtitle={studentName}
        actions={
          <div className={styles.screenOnlyGroup}>
          <Button variant="outlined" onClick={() => globalThis.print()}>
            {T.print}
          </Button>
          <Button
            variant="outlined"
            onClick={() =>
              void shareLink(summary.title).then(
                (outcome) => outcome === 'copied' && setNotice({ severity: 'success', text: T.linkCopied }),
                (failure: unknown) => {
                  // Closing the share sheet is not a failure.
                  if (failure instanceof DOMException && failure.name === 'AbortError') return;
                  setNotice({ severity: 'error', text: 'The link could not be shared or copied.' });
                },
              )
            }
          >
            {T.share}
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void download(reportId)}>
            {T.downloadPdf}
          </Button>
          </div>
        }
      />
      {notice && (
        <div className={styles.screenOnly}>
          <Alert severity={notice.severity} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        </div>
      )}
      {downloadError && <Alert severity="error">{downloadError}</Alert>}
      <dl className={screen.fieldGrid}>
        {header.map(([label, value]) => (
          <div key={label}>
            <dt className={screen.fieldLabel}>{label}</dt>
            <dd className={screen.fieldValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={screen.row}>
        <Chip color={summary.provisional ? 'warning' : 'success'}>{reviewLabel(summary.provisional, teacher)}</Chip>
      </div>
      <SchemeRead schemeRead={report.scheme_read} />
      {gradingNotes.length > 0 && (
        // What the grader could not do (pages not read, no mark scheme) explains the marks below it.
        <Alert severity="warning">
          <strong>{T.gradingNotes}</strong>
          <ul>
            {gradingNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className={styles.screenOnly}>
        <Tabs<DetailTab>
          label="Report"
          items={[
            { value: 'summary', label: T.summaryTab, content: <SummarySection summary={summary} level={2} /> },
            { value: 'questions', label: T.questionsTab, content: <QuestionsSection questions={summary.questions} level={2} /> },
            { value: 'feedback', label: T.feedbackTab, content: <FeedbackSection overall={overall} suggestions={suggestions} level={2} /> },
          ]}
        />
      </div>
      <div className={styles.printOnly} aria-hidden="true">
        <Heading level={2} className={screen.sectionTitle}>
          {T.summaryTab}
        </Heading>
        <SummarySection summary={summary} level={3} expandAll />
        <Heading level={2} className={screen.sectionTitle}>
          {T.questionsTab}
        </Heading>
        <PrintedQuestions questions={summary.questions} level={3} />
        <Heading level={2} className={screen.sectionTitle}>
          {T.feedbackTab}
        </Heading>
        <FeedbackSection overall={overall} suggestions={suggestions} level={3} />
      </div>
      {teacher && (
        <div className={styles.screenOnly}>
          <ReviewPanel reportId={reportId} report={report} onChanged={() => void reload({ fresh: true })} />
        </div>
      )}
    </Screen>
  );
}
