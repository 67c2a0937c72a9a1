import { useState } from 'react';
import { fetchTeacherStudents, formatShortDate, routeTo, type StudentResults } from '@assess/core';
import { Button, EmptyState, LoadingState, RouteLink, Screen, ScreenHeader, Table, TextField, useAssessApi, useResource, type NavigateHandler } from '@assess/ui';
import { failureOf, readReport } from '../shared/load.ts';
import { DASHBOARD_CRUMB, LoadFailure, REPORTS_CRUMB, ScoreChip } from '../shared/parts.tsx';
import * as styles from '../shared/screen.css.ts';
import { REPORTS_TEXTS as T } from '../shared/texts.ts';

/** Name, e-mail, student ID or class: a case-insensitive part of any of them; blank matches everyone. */
export function studentMatches(student: StudentResults, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return [student.name, student.email, student.student_id, student.class_name].some((text) => (text ?? '').toLowerCase().includes(wanted));
}

/** /dashboard/reports/students: the teacher's students with their latest score and average, each opening their reports. */
export function TeacherStudents({ teacherId, onNavigate }: { teacherId: string; onNavigate?: NavigateHandler }) {
  const api = useAssessApi();
  const [search, setSearch] = useState('');
  const students = useResource(`students:${teacherId}`, (options) => readReport(T.loadStudentsFailed, () => fetchTeacherStudents(api, teacherId, options)));
  const failure = failureOf(students.resource);

  let body;
  if (students.resource.kind === 'loading') body = <LoadingState title="Loading students..." />;
  else if (failure) body = <LoadFailure error={failure} text={T.loadStudentsFailed} onRetry={() => void students.reload({ fresh: true })} />;
  else {
    const all = students.resource.kind === 'data' ? students.resource.data : [];
    const shown = all.filter((student) => studentMatches(student, search));
    body =
      all.length === 0 ? (
        <EmptyState title={T.noStudents} description={T.noStudentsText} headingLevel={2} />
      ) : (
        <>
          <TextField label="Search students" hideLabel type="search" placeholder={T.searchStudents} value={search} onChange={(event) => setSearch(event.target.value)} />
          <div className={styles.tableWrap}>
            <Table
              caption={T.studentsTitle}
              hideCaption
              rows={shown}
              getRowKey={(student) => student.id}
              emptyMessage={T.noStudentsMatch}
              columns={[
                {
                  key: 'name',
                  header: 'Name',
                  rowHeader: true,
                  render: (student) => (
                    <RouteLink to={routeTo('studentReports', { studentId: student.id })} onNavigate={onNavigate} className={styles.link}>
                      {student.name}
                    </RouteLink>
                  ),
                },
                { key: 'class', header: 'Class', render: (student) => student.class_name ?? '-' },
                { key: 'assessments', header: 'Assessments', align: 'right', render: (student) => student.total_assessments },
                {
                  key: 'latest',
                  header: 'Latest Score',
                  render: (student) =>
                    student.latest_title ? (
                      <span className={styles.row}>
                        <ScoreChip score={student.latest_score} />
                        <span className={styles.meta}>{student.latest_title}</span>
                      </span>
                    ) : student.user_id ? (
                      'No results yet'
                    ) : (
                      'No linked account'
                    ),
                },
                { key: 'average', header: T.averageScore, render: (student) => <ScoreChip score={student.average_score} /> },
                { key: 'last', header: 'Last Assessment', render: (student) => formatShortDate(student.last_assessment_date, { fallback: 'N/A' }) },
              ]}
            />
          </div>
        </>
      );
  }

  return (
    <Screen part="teacher-students">
      <ScreenHeader
        trail={[DASHBOARD_CRUMB, REPORTS_CRUMB, { label: T.studentsTitle }]}
        title={T.studentsTitle}
        onNavigate={onNavigate}
        actions={
          <Button variant="outlined" onClick={() => void students.reload({ fresh: true })} loading={students.refreshing}>
            {T.refresh}
          </Button>
        }
      />
      {body}
    </Screen>
  );
}
