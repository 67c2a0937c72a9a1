import { useId, useState, type ChangeEvent } from 'react';
import { fetchManagedClasses, importManagedStudents, inviteManagedStudent, parseStudentCsv, STUDENT_IMPORT_MESSAGES, toCsv, type StudentImportResult, type StudentImportRow } from '@assess/core';
import { Alert, Button, Chip, Dialog, Select, Table, saveFile, useAssessApi, useResource, type TableColumn } from '@assess/ui';
import { statusText } from '../shared/texts.ts';
import * as styles from '../shared/dialog.css.ts';
import { IMPORT_TEXTS } from './texts.ts';

/** The class a row goes into, beside what the file said when that differs ("Year 10 → 10A Science"). */
function classText(row: Row): string {
  if (!row.placed_in) return row.class_name || '—';
  return row.class_name && row.class_name.toLowerCase() !== row.placed_in.toLowerCase() ? `${row.class_name} → ${row.placed_in}` : row.placed_in;
}

/** The rows not imported as a file of their own, with the reason, to correct and import again: nothing is lost. */
function notImportedCsv(rows: readonly Row[]): Blob {
  const csv = toCsv(['name', 'email', 'student_id', 'class', 'reason'], rows.map((row) => [row.name, row.email, row.student_id, row.class_name, row.problems.join('; ')]));
  return new Blob([csv], { type: 'text/csv' });
}

type Row = StudentImportResult['rows'][number];
/** A row as read from the file, sent again whenever the class for the file changes. */
type FileRow = Omit<StudentImportRow, 'problems'>;

const PREVIEW_COLUMNS: readonly TableColumn<Row>[] = [
  { key: 'line', header: 'Line', render: (row) => row.line },
  { key: 'name', header: 'Name', rowHeader: true, render: (row) => row.name || '—' },
  { key: 'email', header: 'Email', render: (row) => row.email || '—' },
  { key: 'student_id', header: 'Student ID', render: (row) => row.student_id || '—' },
  { key: 'class_name', header: 'Class', render: classText },
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
  | { kind: 'preview'; rows: Row[]; fileRows: FileRow[] }
  | { kind: 'importing'; rows: Row[]; fileRows: FileRow[] }
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
  // '' reads each row's class column; a class id puts every row of the file in that class.
  const [classId, setClassId] = useState('');
  const classes = useResource('managed-classes', (options) => fetchManagedClasses(api, options));
  const classOptions = classes.resource.kind === 'data' ? classes.resource.data : [];

  /** Checks the file's rows on the server (classes, known e-mails) without saving, for the class chosen. */
  async function check(fileRows: FileRow[], forClass: string) {
    setStep({ kind: 'checking' });
    try {
      const checked = await importManagedStudents(api, { students: fileRows, dry_run: true, ...(forClass ? { class_id: forClass } : {}) });
      setStep({ kind: 'preview', rows: checked.rows, fileRows });
    } catch (error) {
      console.error(IMPORT_TEXTS.checkFailed, error);
      setFailure(statusText(IMPORT_TEXTS.checkFailed, error));
      setStep({ kind: 'choose' });
    }
  }

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
    await check(rows.map(({ problems: _problems, ...row }) => row), classId);
  }

  function chooseClass(next: string) {
    setClassId(next);
    setFailure(null);
    if (step.kind === 'preview') void check(step.fileRows, next);
  }

  async function save(rows: Row[], fileRows: FileRow[]) {
    setStep({ kind: 'importing', rows, fileRows });
    setFailure(null);
    try {
      const result = await importManagedStudents(api, { students: fileRows, ...(classId ? { class_id: classId } : {}) });
      setStep({ kind: 'done', result });
      onChanged();
    } catch (error) {
      console.error(IMPORT_TEXTS.importFailed, error);
      setFailure(statusText(IMPORT_TEXTS.importFailed, error));
      setStep({ kind: 'preview', rows, fileRows });
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
  const notImported = step.kind === 'done' ? step.result.rows.filter((row) => !row.student_record_id) : [];

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
            {(step.kind === 'preview' || step.kind === 'importing') && rows.length > 0 && (
              <Button variant="primary" onClick={() => void save(rows, step.fileRows)} loading={step.kind === 'importing'} disabled={ready === 0}>
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
        {step.kind !== 'done' && classOptions.length > 0 && (
          <Select
            label={IMPORT_TEXTS.classChoice}
            value={classId}
            disabled={busy}
            onChange={(event) => chooseClass(event.target.value)}
            options={[{ value: '', label: IMPORT_TEXTS.byColumn }, ...classOptions.map((c) => ({ value: c.id, label: c.year_group ? `${c.name} (${c.year_group})` : c.name }))]}
            helperText={IMPORT_TEXTS.classChoiceHelp}
            fullWidth
          />
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
            {notImported.length > 0 && (
              <>
                <p className={styles.flat}>{IMPORT_TEXTS.notImported(notImported.length)}</p>
                <div className={styles.tableScroll}>
                  <Table caption="Rows not imported" hideCaption columns={PREVIEW_COLUMNS} rows={notImported} getRowKey={(row) => row.line} />
                </div>
                <div>
                  <Button variant="outlined" size="sm" onClick={() => saveFile(notImportedCsv(notImported), IMPORT_TEXTS.notImportedFile)}>
                    {IMPORT_TEXTS.downloadNotImported}
                  </Button>
                </div>
              </>
            )}
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
