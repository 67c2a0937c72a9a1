import { useId, useState, type ChangeEvent } from 'react';
import { countOf, importManagedStudents, inviteManagedStudent, parseStudentCsv, pluralWord, STUDENT_IMPORT_MESSAGES, type StudentImportResult } from '@assess/core';
import { Alert, Button, Chip, Dialog, Table, useAssessApi, type TableColumn } from '@assess/ui';
import { statusText } from '../shared/messages.ts';
import * as styles from '../shared/dialog.css.ts';

export const IMPORT_TEXTS = {
  title: 'Import Students',
  intro: 'Choose a CSV file with the columns name, email, student ID and class. A first row naming the columns is recognised.',
  fileLabel: 'CSV file',
  checking: 'Checking the file...',
  ready: 'Ready',
  summary: (ready: number, withProblems: number) =>
    `${countOf(ready, 'student')} ready to import` +
    (withProblems > 0 ? `; ${countOf(withProblems, 'row')} ${pluralWord(withProblems, 'has', 'have')} problems and will not be saved.` : '.'),
  submit: (count: number) => `Import ${countOf(count, 'Student')}`,
  imported: (count: number) => `Imported ${countOf(count, 'student')}.`,
  inviteAll: (count: number) => `Invite All (${count})`,
  invited: (count: number) => `Invitations sent to ${countOf(count, 'student')}.`,
  inviteFailed: (name: string, reason: string) => `${name}: ${reason}`,
  unreadable: 'The file could not be read.',
  checkFailed: 'Failed to check the file',
  importFailed: 'Failed to import students',
  inviteFailedBase: 'Failed to send invitation',
} as const;

type Row = StudentImportResult['rows'][number];

const PREVIEW_COLUMNS: readonly TableColumn<Row>[] = [
  { key: 'line', header: 'Line', render: (row) => row.line },
  { key: 'name', header: 'Name', rowHeader: true, render: (row) => row.name || '—' },
  { key: 'email', header: 'Email', render: (row) => row.email || '—' },
  { key: 'student_id', header: 'Student ID', render: (row) => row.student_id || '—' },
  { key: 'class_name', header: 'Class', render: (row) => row.class_name || '—' },
  {
    key: 'problems',
    header: 'Problems',
    render: (row) =>
      row.problems.length === 0 ? (
        <Chip size="sm" color="success">
          {IMPORT_TEXTS.ready}
        </Chip>
      ) : (
        <ul className={styles.problems}>
          {row.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ),
  },
];

type Step =
  | { kind: 'choose' }
  | { kind: 'checking' }
  | { kind: 'preview'; rows: Row[] }
  | { kind: 'importing'; rows: Row[] }
  | { kind: 'done'; result: StudentImportResult };

export interface ImportDialogProps {
  onClose: () => void;
  /** Called once records were saved (and again after invitations), so that the table reloads. */
  onChanged: () => void;
}

/**
 * Bulk import (CSV): every row is checked, in the browser and by the server (classes, known e-mails), and shown
 * with its problems before anything is saved; only rows without problems are imported. Then all imported
 * students with an e-mail can be invited at once.
 */
export function ImportDialog({ onClose, onChanged }: ImportDialogProps) {
  const api = useAssessApi();
  const inputId = useId();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failure, setFailure] = useState<string | null>(null);
  const [invites, setInvites] = useState<{ running: boolean; sent: number; failures: string[] } | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setFailure(IMPORT_TEXTS.unreadable);
    }
    const rows = parseStudentCsv(text);
    if (rows.length === 0) return setFailure(STUDENT_IMPORT_MESSAGES.empty);
    setStep({ kind: 'checking' });
    try {
      const checked = await importManagedStudents(api, { students: rows.map(({ problems: _problems, ...row }) => row), dry_run: true });
      setStep({ kind: 'preview', rows: checked.rows });
    } catch (error) {
      console.error(IMPORT_TEXTS.checkFailed, error);
      setFailure(statusText(IMPORT_TEXTS.checkFailed, error));
      setStep({ kind: 'choose' });
    }
  }

  async function save(rows: Row[]) {
    setStep({ kind: 'importing', rows });
    setFailure(null);
    try {
      const result = await importManagedStudents(api, { students: rows.map(({ line, name, email, student_id, class_name }) => ({ line, name, email, student_id, class_name })) });
      setStep({ kind: 'done', result });
      onChanged();
    } catch (error) {
      console.error(IMPORT_TEXTS.importFailed, error);
      setFailure(statusText(IMPORT_TEXTS.importFailed, error));
      setStep({ kind: 'preview', rows });
    }
  }

  async function inviteAll(rows: Row[]) {
    setInvites({ running: true, sent: 0, failures: [] });
    let sent = 0;
    const failures: string[] = [];
    // One after another: the server limits e-mails per address, and the count below tells how far it got.
    for (const row of rows) {
      try {
        await inviteManagedStudent(api, row.student_record_id!);
        sent += 1;
      } catch (error) {
        failures.push(IMPORT_TEXTS.inviteFailed(row.name, statusText(IMPORT_TEXTS.inviteFailedBase, error)));
      }
      setInvites({ running: true, sent, failures: [...failures] });
    }
    setInvites({ running: false, sent, failures });
    onChanged();
  }

  const busy = step.kind === 'checking' || step.kind === 'importing' || invites?.running === true;
  const rows = step.kind === 'preview' || step.kind === 'importing' ? step.rows : [];
  const ready = rows.filter((row) => row.problems.length === 0).length;
  const invitable = step.kind === 'done' ? step.result.rows.filter((row) => row.student_record_id && row.email) : [];

  return (
    <Dialog
      open
      size="lg"
      onClose={() => !busy && onClose()}
      title={IMPORT_TEXTS.title}
      actions={
        step.kind === 'done' ? (
          <>
            {invitable.length > 0 && invites === null && (
              <Button variant="outlined" onClick={() => void inviteAll(invitable)}>
                {IMPORT_TEXTS.inviteAll(invitable.length)}
              </Button>
            )}
            <Button variant="primary" onClick={onClose} disabled={busy}>
              Close
            </Button>
          </>
        ) : (
          <>
            <Button variant="text" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            {rows.length > 0 && (
              <Button variant="primary" onClick={() => void save(rows)} loading={step.kind === 'importing'} disabled={ready === 0}>
                {IMPORT_TEXTS.submit(ready)}
              </Button>
            )}
          </>
        )
      }
    >
      <div className={styles.form}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {(step.kind === 'choose' || step.kind === 'checking') && (
          <>
            <p className={styles.flat}>{IMPORT_TEXTS.intro}</p>
            <div className={styles.fileRow}>
              <label htmlFor={inputId} className={styles.flat}>
                {IMPORT_TEXTS.fileLabel}
              </label>
              <input id={inputId} type="file" accept=".csv,text/csv" disabled={busy} onChange={(event) => void choose(event)} />
            </div>
            {step.kind === 'checking' && (
              <p role="status" className={styles.muted}>
                {IMPORT_TEXTS.checking}
              </p>
            )}
          </>
        )}
        {rows.length > 0 && (
          <>
            <p role="status" className={styles.flat}>
              {IMPORT_TEXTS.summary(ready, rows.length - ready)}
            </p>
            <div className={styles.tableScroll}>
              <Table caption="Students in the file" hideCaption columns={PREVIEW_COLUMNS} rows={rows} getRowKey={(row) => row.line} />
            </div>
          </>
        )}
        {step.kind === 'done' && (
          <>
            <Alert severity="success">{IMPORT_TEXTS.imported(step.result.created)}</Alert>
            {invites && (
              <p role="status" className={styles.flat}>
                {IMPORT_TEXTS.invited(invites.sent)}
              </p>
            )}
            {invites && invites.failures.length > 0 && (
              <ul className={styles.problems}>
                {invites.failures.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
