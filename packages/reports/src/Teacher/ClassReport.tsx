import { downloadClassPdf, fetchAssessmentClassReport, fetchClassReport, pluralWord, routeTo, type TeacherAssessmentReport } from '@assess/core';
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  LoadingState,
  RouteLink,
  Screen,
  ScreenHeader,
  Select,
  StatCards,
  Table,
  TextField,
  useAssessApi,
  useResource,
  type NavigateHandler,
} from '@assess/ui';
import { failureOf, readReport } from '../shared/load.ts';
import { DASHBOARD_CRUMB, LoadFailure, percentText, REPORTS_CRUMB, ScoreChip } from '../shared/parts.tsx';
import * as styles from '../shared/screen.css.ts';
import { DEFAULT_THRESHOLD, REPORTS_TEXTS as T } from '../shared/texts.ts';
import { usePdfDownload } from '../shared/useReportDownload.ts';
import * as chart from './ClassReport.css.ts';

export interface ClassReportProps {
  teacherId: string;
  classId: string;
  /** The assessment shown first; the class's most recent one by default. */
  assessmentId?: string;
  onNavigate?: NavigateHandler;
}

/** A threshold as typed: a number from 0 to 100, else the default. */
export function readThreshold(text: string): number {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_THRESHOLD;
}

/** The class report of one assessment: the spread of marks, each question's average, and the students below a threshold. */
export function ClassReport({ teacherId, classId, assessmentId, onNavigate }: ClassReportProps) {
  const api = useAssessApi();
  const classReport = useResource(`class:${teacherId}:${classId}`, (options) => readReport(T.loadClassReportFailed, () => fetchClassReport(api, teacherId, classId, options)));
  const [chosen, setChosen] = useState<string | undefined>(assessmentId);
  const failure = failureOf(classReport.resource);
  const className = classReport.resource.kind === 'data' ? classReport.resource.data.class.name : null;
  const assessments = classReport.resource.kind === 'data' ? classReport.resource.data.assessments : [];
  const current = chosen ?? assessments[0]?.assessment_id;

  let body;
  if (classReport.resource.kind === 'loading') body = <LoadingState title="Loading the class report..." />;
  else if (failure) body = <LoadFailure error={failure} text={T.loadClassReportFailed} onRetry={() => void classReport.reload({ fresh: true })} />;
  else if (classReport.resource.kind === 'error') body = <Alert severity="error">{T.classNotFound}</Alert>;
  else if (!current) body = <EmptyState title={T.noClassAssessments} headingLevel={2} />;
  else {
    body = (
      <>
        <Select
          label="Assessment"
          value={current}
          onChange={(event) => setChosen(event.target.value)}
          options={assessments.map((assessment) => ({ value: assessment.assessment_id, label: assessment.title }))}
        />
        <AssessmentInClass key={current} teacherId={teacherId} classId={classId} assessmentId={current} onNavigate={onNavigate} />
      </>
    );
  }

  return (
    <Screen part="class-report">
      <ScreenHeader
        trail={[DASHBOARD_CRUMB, REPORTS_CRUMB, { label: T.classesTitle, href: routeTo('classReportsList') }, { label: className ?? T.classReportTitle }]}
        title={T.classReportTitle}
        subtitle={className}
        onNavigate={onNavigate}
      />
      {body}
    </Screen>
  );
}

function AssessmentInClass({ teacherId, classId, assessmentId, onNavigate }: { teacherId: string; classId: string; assessmentId: string; onNavigate: NavigateHandler | undefined }) {
  const api = useAssessApi();
  const report = useResource(`${classId}:${assessmentId}`, (options) =>
    readReport(T.loadClassReportFailed, () => fetchAssessmentClassReport(api, teacherId, assessmentId, classId, options)),
  );
  const [thresholdText, setThresholdText] = useState(String(DEFAULT_THRESHOLD));
  const pdf = usePdfDownload();
  const threshold = readThreshold(thresholdText);

  const failure = failureOf(report.resource);
  if (report.resource.kind === 'loading') return <LoadingState />;
  if (failure) return <LoadFailure error={failure} text={T.loadClassReportFailed} onRetry={() => void report.reload({ fresh: true })} />;
  if (report.resource.kind === 'error') return <Alert severity="error">{T.detailsNotFound}</Alert>;
  const value: TeacherAssessmentReport = report.resource.data;
  const below = value.submissions.filter((row) => typeof row.percentage === 'number' && row.percentage < threshold);
  const largest = Math.max(1, ...value.distribution.map((band) => band.count));

  return (
    <div className={styles.section}>
      <StatCards
        label="Class results"
        stats={[
          { label: 'Submissions', value: value.summary.submissions },
          { label: T.averageScore, value: percentText(value.summary.average_score) },
          { label: 'Highest', value: percentText(value.summary.highest_score) },
          { label: 'Lowest', value: percentText(value.summary.lowest_score) },
        ]}
      />
      <div className={styles.row}>
        <Button variant="primary" loading={pdf.busy} onClick={() => void pdf.save(() => downloadClassPdf(api, classId, assessmentId, threshold), `class_report_${classId}_${assessmentId}.pdf`)}>
          {T.downloadPdf}
        </Button>
        <span className={styles.meta}>A class report of this assessment, with the students below {threshold}%.</span>
      </div>
      {pdf.error && <Alert severity="error">{pdf.error}</Alert>}
      <div className={styles.columns}>
        <Card as="section" title={T.distribution} headingLevel={2}>
          <ul className={chart.bars} aria-label={T.distribution}>
            {value.distribution.map((band) => (
              <li key={band.label} className={chart.bar}>
                <span className={chart.barLabel}>{band.label}</span>
                <span className={chart.track} aria-hidden="true">
                  <span className={chart.fill} style={{ width: `${(band.count / largest) * 100}%` }} />
                </span>
                <span className={chart.barCount}>
                  {band.count} <span className={styles.meta}>{pluralWord(band.count, 'student')}</span>
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section" title={T.belowThreshold} headingLevel={2}>
          <div className={styles.section}>
            <TextField
              label={T.threshold}
              type="number"
              min={0}
              max={100}
              value={thresholdText}
              onChange={(event) => setThresholdText(event.target.value)}
              helperText={thresholdText.trim() !== '' && readThreshold(thresholdText) !== Number(thresholdText) ? `Enter 0 to 100; showing below ${DEFAULT_THRESHOLD}%` : undefined}
            />
            {below.length === 0 ? (
              <p className={styles.meta}>{T.noneBelow}</p>
            ) : (
              <ul className={styles.cardList} aria-label={`Students below ${threshold}%`}>
                {below.map((row) => (
                  <li key={row.student_assessment_id} className={styles.row}>
                    <RouteLink to={routeTo('assessmentReport', { reportId: row.student_assessment_id }, { student: row.student_record_id })} onNavigate={onNavigate} className={styles.link}>
                      {row.student_name}
                    </RouteLink>
                    <ScoreChip score={row.percentage} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Card>
      </div>
      <div className={styles.tableWrap}>
        <Table
          caption={T.questionAverages}
          rows={value.questions}
          getRowKey={(row) => `${row.question}:${row.question_part}`}
          emptyMessage={T.noQuestions}
          columns={[
            { key: 'question', header: 'Question', rowHeader: true, render: (row) => `${row.question}${row.question_part}` },
            { key: 'topic', header: 'Topic', render: (row) => row.topic ?? '-' },
            { key: 'average', header: 'Average Marks', align: 'right', render: (row) => `${row.average_marks ?? '-'} / ${row.total_marks ?? '-'}` },
            { key: 'percent', header: 'Average', render: (row) => <ScoreChip score={row.average_percentage} /> },
          ]}
        />
      </div>
    </div>
  );
}
