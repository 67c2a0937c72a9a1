import { useState } from 'react';
import { formatShortDate } from '@assess/core';
import { Button, EmptyState, LoadingState, RouteLink, Table, TextField, useAssessApi, type NavigateHandler } from '@assess/ui';
import { LoadFailure, ScoreChip } from '../shared/parts.tsx';
import { fetchTeacherStudents, type TeacherStudent } from '../shared/reports-api.ts';
import * as styles from '../shared/screen.css.ts';
import { REPORTS_TEXTS as T, ROUTES } from '../shared/texts.ts';
import { DASHBOARD_CRUMB, ScreenHeader } from '../shared/ScreenHeader.tsx';
import { useLoad } from '../shared/useLoad.ts';

/** Name, e-mail, student ID or class: a case-insensitive part of any of them; blank matches everyone. */
export function studentMatches(student: TeacherStudent, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return [student.name, student.email, student.student_id, student.class_name].some((text) => (text ?? '').toLowerCase().includes(wanted));
}

/** /dashboard/reports/students: the teacher's students with their latest score and average, each opening their reports. */
export function TeacherStudents({ teacherId, onNavigate }: { teacherId: string; onNavigate?: NavigateHandler }) {
  const api = useAssessApi();
  const [search, setSearch] = useState('');
  const students = useLoad(`students:${teacherId}`, (options) => fetchTeacherStudents(api, teacherId, options), T.loadStudentsFailed);

  let body;
  if (students.result.kind === 'loading') body = <LoadingState title="Loading students..." />;
  else if (students.result.kind === 'error') body = <LoadFailure message={students.result.message} onRetry={() => void students.reload({ fresh: true })} />;
  else {
    const all = students.result.kind === 'data' ? students.result.value : [];
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
                    <RouteLink to={ROUTES.student(student.id)} onNavigate={onNavigate} className={styles.link}>
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
    <div className={styles.screen} part="teacher-students">
      <ScreenHeader
        trail={[DASHBOARD_CRUMB, { label: 'Reports', href: ROUTES.home }, { label: T.studentsTitle }]}
        title={T.studentsTitle}
        onNavigate={onNavigate}
        actions={
          <Button variant="outlined" onClick={() => void students.reload({ fresh: true })} loading={students.refreshing && students.result.kind !== 'loading'}>
            {T.refresh}
          </Button>
        }
      />
      {body}
    </div>
  );
}
