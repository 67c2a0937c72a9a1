import { formatShortDate, type ClassAssignment } from '@assess/core';
import { Button, Card, Chip, Table, type TableColumn } from '@assess/ui';
import { CLASS_DETAILS_TEXTS } from './texts.ts';

type AssignmentStudent = ClassAssignment['students'][number];

const SUBMISSION_COLUMNS: readonly TableColumn<AssignmentStudent>[] = [
  { key: 'name', header: 'Student', rowHeader: true, render: (student) => student.name },
  {
    key: 'status',
    header: 'Status',
    render: (student) =>
      student.submitted ? (
        <Chip size="sm" color="success">
          {CLASS_DETAILS_TEXTS.submitted}
        </Chip>
      ) : (
        <Chip size="sm" color={student.user_id ? 'warning' : 'default'}>
          {student.user_id ? CLASS_DETAILS_TEXTS.notSubmitted : CLASS_DETAILS_TEXTS.noAccount}
        </Chip>
      ),
  },
  { key: 'submitted_at', header: 'Submitted', render: (student) => (student.submitted_at ? formatShortDate(student.submitted_at) : '—') },
  { key: 'score', header: 'Score', render: (student) => (student.percentage === null ? '—' : `${Math.round(student.percentage)}%`) },
];

/** One assessment set for the class: how many have submitted, and each student's submission. */
export function AssignmentCard({ assignment, onUnassign }: { assignment: ClassAssignment; onUnassign: () => void }) {
  return (
    <Card
          as="article"
      title={assignment.title}
      subtitle={[assignment.subject_name, `Assigned ${formatShortDate(assignment.assigned_at)}`].filter(Boolean).join(' · ')}
      headingLevel={3}
      headerAction={
        <Chip size="sm" color={assignment.submitted_count === assignment.student_count && assignment.student_count > 0 ? 'success' : 'info'}>
          {CLASS_DETAILS_TEXTS.submittedCount(assignment.submitted_count, assignment.student_count)}
        </Chip>
      }
      actions={
        <Button variant="text" size="sm" onClick={onUnassign}>
          {CLASS_DETAILS_TEXTS.remove}
        </Button>
      }
    >
      <Table
        caption={`Submissions for ${assignment.title}`}
        hideCaption
        columns={SUBMISSION_COLUMNS}
        rows={assignment.students}
        getRowKey={(student) => student.student_record_id}
        emptyMessage={CLASS_DETAILS_TEXTS.noStudents}
      />
    </Card>
  );
}
