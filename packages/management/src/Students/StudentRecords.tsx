import { Fragment, type ReactNode } from 'react';
import type { ManagedStudent } from '@assess/core';
import { Heading, Table, type TableColumn } from '@assess/ui';
import { AccountChip } from '../shared/AccountChip.tsx';
import * as text from '../shared/text.css.ts';
import * as styles from './StudentsPanel.css.ts';

/** The columns after Name (spec 02 §2), shown as table cells on wide screens and as a card's facts on phones. */
const STUDENT_FACTS: readonly { key: string; label: string; render: (student: ManagedStudent) => ReactNode }[] = [
  { key: 'email', label: 'Email', render: (student) => student.email ?? '—' },
  { key: 'student_id', label: 'Student ID', render: (student) => student.student_id ?? '—' },
  { key: 'class', label: 'Class/Year', render: (student) => [student.class_name, student.class_year].filter(Boolean).join(' · ') || '—' },
  {
    key: 'account',
    label: 'Account',
    render: (student) => <AccountChip student={student} />,
  },
];

export interface StudentRecordsProps {
  students: readonly ManagedStudent[];
  caption: string;
  /** Shown instead of the records when there are none. */
  empty: string;
  /** A record's buttons. */
  actions: (student: ManagedStudent) => ReactNode;
}

/** The student records: a table on wide screens, a list of cards on phones. */
export function StudentRecords({ students, caption, empty, actions }: StudentRecordsProps) {
  const columns: readonly TableColumn<ManagedStudent>[] = [
    { key: 'name', header: 'Name', rowHeader: true, render: (student) => student.name },
    ...STUDENT_FACTS.map((fact) => ({ key: fact.key, header: fact.label, render: fact.render })),
    { key: 'actions', header: 'Actions', render: actions },
  ];
  return (
    <>
      <Table className={styles.wideOnly} caption={caption} hideCaption columns={columns} rows={students} getRowKey={(student) => student.id} emptyMessage={empty} />
      <ul className={styles.phoneOnly} aria-label={caption}>
        {students.length === 0 && <li className={text.muted}>{empty}</li>}
        {students.map((student) => (
          <li key={student.id} className={styles.recordCard}>
            <Heading level={3} className={styles.recordName}>
              {student.name}
            </Heading>
            <dl className={styles.facts}>
              {STUDENT_FACTS.map((fact) => (
                <Fragment key={fact.key}>
                  <dt className={styles.factName}>{fact.label}</dt>
                  <dd className={styles.factValue}>{fact.render(student)}</dd>
                </Fragment>
              ))}
            </dl>
            {actions(student)}
          </li>
        ))}
      </ul>
    </>
  );
}
