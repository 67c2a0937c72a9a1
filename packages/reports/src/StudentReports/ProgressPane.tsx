import type { Resource, StudentProgress } from '@assess/core';
import { Alert, Button, EmptyState, Heading, LoadingState, StatCards, Table } from '@assess/ui';
import { failureOf } from '../shared/load.ts';
import { LoadFailure, percentText, ScoreChip } from '../shared/parts.tsx';
import * as styles from '../shared/screen.css.ts';
import { REPORTS_TEXTS as T } from '../shared/texts.ts';
import { useReportDownload } from '../shared/useReportDownload.ts';
import { TREND_TEXT } from '../shared/texts.ts';

/** The Progress tab: the student's progress by subject, its PDF and their areas for improvement. */
export function ProgressPane({ studentId, progress, onRetry }: { studentId: string; progress: Resource<StudentProgress>; onRetry: () => void }) {
  const { download, busy, error } = useReportDownload('student');
  const failure = failureOf(progress);
  if (progress.kind === 'loading') return <LoadingState />;
  if (failure) return <LoadFailure error={failure} text={T.loadProgressFailed} onRetry={onRetry} />;
  // Nothing there (a 404 or an empty answer) is no progress yet.
  const value = progress.kind === 'data' ? progress.data : null;
  if (!value || !value.total_assessments) return <EmptyState title={T.noProgress} headingLevel={2} />;
  const areas = value.improvement_areas.map((area) => area.text).filter(Boolean);
  return (
    <div className={styles.section}>
      <StatCards
        label="Progress"
        stats={[
          { label: 'Student', value: value.student_name ?? T.notAvailable },
          { label: 'Total Assessments', value: value.total_assessments },
          { label: T.averageScore, value: percentText(value.average_score) },
        ]}
      />
      <div className={styles.tableWrap}>
        <Table
          caption={T.subjectPerformance}
          rows={value.subjects ?? []}
          getRowKey={(subject, index) => `${subject.id ?? subject.name ?? index}`}
          columns={[
            { key: 'name', header: 'Subject', rowHeader: true, render: (subject) => subject.name ?? '-' },
            { key: 'count', header: 'Assessments', align: 'right', render: (subject) => subject.assessment_count ?? 0 },
            { key: 'average', header: T.averageScore, render: (subject) => <ScoreChip score={subject.average_score} /> },
            { key: 'trend', header: 'Trend', render: (subject) => TREND_TEXT[String(subject.trend)] ?? String(subject.trend ?? '-') },
          ]}
        />
      </div>
      <div className={styles.row}>
        <Button variant="outlined" loading={busy} onClick={() => void download(studentId)}>
          {T.exportProgress}
        </Button>
      </div>
      {error && <Alert severity="error">{error}</Alert>}
      <Heading level={2} className={styles.sectionTitle}>
        {T.areasForImprovement}
      </Heading>
      {areas.length === 0 ? (
        <p className={styles.meta}>{T.noImprovementAreas}</p>
      ) : (
        <ul>
          {areas.map((area) => (
            <li key={area}>{area}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
