import { useState } from 'react';
import { classAnalyticsPath, fetchAnalyticsRoster, type ClassProgress } from '@assess/core';
import { Alert, Button, Checkbox, EmptyState, LoadingState, type NavigateHandler, Select, StatCards, Table, ToggleGroup, useAssessApi, useResource } from '@assess/ui';
import { ProgressChart } from '../ProgressChart/ProgressChart.tsx';
import type { ChartSeries } from '../ProgressChart/chart-format.ts';
import { LoadStatus, PeriodControls, StudentDashboard, type DashboardControls } from './StudentDashboard.tsx';
import { loadClassProgress } from './loadAnalytics.ts';
import { usePeriodResource } from './useAnalytics.ts';
import { ScoreChip, Section, percent } from './parts.tsx';
import { ANALYTICS_TEXTS } from './texts.ts';
import * as styles from './Analytics.css.ts';

const TEACHER_ROLES = ['teacher', 'admin', 'school_admin'];

/** Roles that see their students' and classes' analytics (spec 02 §6, compared in any letter case). */
export function isTeacherRole(role: string | null | undefined): boolean {
  return typeof role === 'string' && TEACHER_ROLES.includes(role.toLowerCase());
}

type Scope = 'student' | 'class';

export interface TeacherAnalyticsProps extends DashboardControls {
  classId?: string | undefined;
  onNavigate: NavigateHandler | undefined;
}

/** A teacher's analytics: one of their students' dashboards, or a class as a whole. */
export function TeacherAnalytics({ range, onRange, classId, onNavigate }: TeacherAnalyticsProps) {
  const api = useAssessApi();
  const [scope, setScope] = useState<Scope>(classId ? 'class' : 'student');
  const [studentId, setStudentId] = useState('');
  const [chosenClass, setChosenClass] = useState(classId ?? '');
  const { resource: roster, reload } = useResource('roster', (options) => fetchAnalyticsRoster(api, options));

  if (roster.kind === 'loading') return <LoadingState title={ANALYTICS_TEXTS.loadingTitle} description={ANALYTICS_TEXTS.loadingDescription} />;
  if (roster.kind === 'error') {
    return (
      <Alert severity="error" action={<Button variant="text" size="sm" onClick={() => void reload({ fresh: true })}>{ANALYTICS_TEXTS.tryAgain}</Button>}>
        {ANALYTICS_TEXTS.listLoadFailed}
      </Alert>
    );
  }
  const { students, classes } = roster.data;
  const selected = scope === 'student' ? studentId : chosenClass;
  return (
    <>
      <div className={styles.picker}>
        <ToggleGroup
          label={ANALYTICS_TEXTS.viewing}
          options={[
            { value: 'student', label: ANALYTICS_TEXTS.aStudent },
            { value: 'class', label: ANALYTICS_TEXTS.aClass },
          ]}
          value={scope}
          onChange={setScope}
        />
        {scope === 'student' ? (
          <Select
            className={styles.pickerSelect}
            label={ANALYTICS_TEXTS.student}
            placeholder={ANALYTICS_TEXTS.chooseStudent}
            value={studentId}
            onChange={(event) => setStudentId(event.target.value)}
            options={students.map((student) => ({ value: student.userId, label: student.className ? `${student.name} (${student.className})` : student.name }))}
            helperText={students.length === 0 ? ANALYTICS_TEXTS.noLinkedStudents : undefined}
          />
        ) : (
          <Select
            className={styles.pickerSelect}
            label={ANALYTICS_TEXTS.class}
            placeholder={ANALYTICS_TEXTS.chooseClass}
            value={chosenClass}
            onChange={(event) => setChosenClass(event.target.value)}
            options={classes.map((item) => ({ value: item.id, label: item.name }))}
            helperText={classes.length === 0 ? ANALYTICS_TEXTS.noClasses : undefined}
          />
        )}
      </div>
      {!selected ? (
        <EmptyState headingLevel={2} title={ANALYTICS_TEXTS.chooseSomeoneTitle} description={ANALYTICS_TEXTS.chooseSomeoneDescription} />
      ) : scope === 'student' ? (
        <StudentDashboard key={studentId} studentId={studentId} range={range} onRange={onRange} level={2} onNavigate={onNavigate} />
      ) : (
        <ClassDashboard
          key={chosenClass}
          classId={chosenClass}
          range={range}
          onRange={onRange}
          onStudent={(userId) => {
            setStudentId(userId);
            setScope('student');
          }}
        />
      )}
    </>
  );
}

function classSeries(progress: ClassProgress, eachStudent: boolean): ChartSeries[] {
  const average = { label: ANALYTICS_TEXTS.classAverage, points: progress.average };
  if (!eachStudent) return [average];
  return [average, ...progress.students.filter((student) => student.points.length > 0).map((student) => ({ label: student.name, points: student.points }))];
}

/** A class as a whole: its average over time, each student's line on request, and its students' averages. */
function ClassDashboard({ classId, range, onRange, onStudent }: DashboardControls & { classId: string; onStudent: (userId: string) => void }) {
  const api = useAssessApi();
  const { resource, refresh } = usePeriodResource(api, `class:${classId}`, range, (options) => loadClassProgress(api, classId, { range, ...options }), classAnalyticsPath(classId));
  const [eachStudent, setEachStudent] = useState(false);

  const controls = <PeriodControls range={range} onRange={onRange} onRefresh={refresh} />;
  if (resource.kind !== 'data') {
    return (
      <>
        {controls}
        <LoadStatus resource={resource} onRetry={refresh} />
      </>
    );
  }
  const progress = resource.data;
  return (
    <div key={range} className={`${styles.panelBody} ${styles.fade}`}>
      {controls}
      <Section title={progress.className} level={2}>
        <StatCards
          label={progress.className}
          stats={[
            { label: ANALYTICS_TEXTS.students, value: progress.studentCount },
            { label: ANALYTICS_TEXTS.reportsCompleted, value: progress.reportsCompleted },
            { label: ANALYTICS_TEXTS.classAverage, value: percent(progress.averageScore) },
          ]}
        />
      </Section>
      <Section title={ANALYTICS_TEXTS.classAverageOverTime} level={3}>
        {progress.average.length === 0 ? (
          <EmptyState headingLevel={4} title={ANALYTICS_TEXTS.noClassDataTitle} description={ANALYTICS_TEXTS.noClassDataDescription} />
        ) : (
          <>
            <Checkbox label={ANALYTICS_TEXTS.showEachStudent} checked={eachStudent} onChange={(event) => setEachStudent(event.target.checked)} />
            <ProgressChart label={`${progress.className}: ${ANALYTICS_TEXTS.classAverageOverTime}`} series={classSeries(progress, eachStudent)} />
          </>
        )}
      </Section>
      <Section title={ANALYTICS_TEXTS.students} level={3}>
        <Table
          caption={`${progress.className}: ${ANALYTICS_TEXTS.students}`}
          hideCaption
          rows={progress.students}
          getRowKey={(student) => student.userId}
          emptyMessage={ANALYTICS_TEXTS.noLinkedStudents}
          columns={[
            {
              key: 'name',
              header: ANALYTICS_TEXTS.student,
              rowHeader: true,
              // The name opens that student's dashboard.
              render: (student) => (
                <Button variant="text" size="sm" onClick={() => onStudent(student.userId)} aria-label={`${ANALYTICS_TEXTS.openStudent}: ${student.name}`}>
                  {student.name}
                </Button>
              ),
            },
            { key: 'reports', header: ANALYTICS_TEXTS.reportsCompleted, align: 'right', render: (student) => student.reportsCompleted },
            { key: 'average', header: ANALYTICS_TEXTS.averageScore, align: 'right', render: (student) => <ScoreChip score={student.averageScore} /> },
          ]}
        />
      </Section>
    </div>
  );
}
