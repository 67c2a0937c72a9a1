import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkStudentImportRows, type StudentImportRequest } from '@assess/core';
import { fakeBackend, renderWithBackend, type FakeRequest } from '@assess/ui/testing';
import { ImportDialog } from './ImportDialog.tsx';

const CSV = ['name,email,student id,class', 'Ann Archer,ann@school.test,S-1,10B', ',nobody@school.test,S-2,10B', 'Ben Bell,ben@school.test,S-3,Nowhere', 'Cara Cole,,S-4,'].join('\n');

/** The server's import: the shared row rules, plus classes it knows; saves the rows without problems. */
function importBackend() {
  let saved = 0;
  return fakeBackend((request: FakeRequest) => {
    if (request.path === '/students/students/import') {
      const body = request.body as StudentImportRequest;
      const rows = checkStudentImportRows(body.students.map((row, index) => ({ line: row.line ?? index + 2, name: row.name, email: row.email ?? '', student_id: row.student_id ?? '', class_name: row.class_name ?? '' })));
      const chosen = body.class_id === 'c-10a' ? '10A Science' : undefined;
      if (!chosen) for (const row of rows) if (row.class_name && row.class_name !== '10B') row.problems.push(`Class "${row.class_name}" not found`);
      return {
        json: {
          rows: rows.map((row) => ({ ...row, placed_in: chosen ?? (row.class_name === '10B' ? '10B' : null), student_record_id: body.dry_run || row.problems.length > 0 ? null : `record-${++saved}` })),
          created: body.dry_run ? 0 : rows.filter((row) => row.problems.length === 0).length,
        },
      };
    }
    if (request.path.endsWith('/invite')) return { json: { invitation_code: 'CODE' } };
    if (request.method === 'GET' && request.path === '/classes') return { json: [{ id: 'c-10a', name: '10A Science', year_group: 'Year 10', student_count: 0 }] };
    return undefined;
  });
}

describe('Import Students', () => {
  it('previews every row with its problems, imports only the ready ones, then invites them all', async () => {
    const user = userEvent.setup();
    const backend = importBackend();
    const onChanged = vi.fn();
    renderWithBackend(<ImportDialog onClose={() => {}} onChanged={onChanged} />, backend);
    const dialog = screen.getByRole('dialog', { name: 'Import Students' });
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([CSV], 'students.csv', { type: 'text/csv' }));

    expect(await within(dialog).findByText('2 students ready to import; 2 rows have problems and will not be saved.')).toBeTruthy();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)!.textContent)).toEqual(['Ready', 'Student name is required', 'Class "Nowhere" not found', 'Ready']);
    expect(backend.calls('POST /students/students/import')).toHaveLength(1);
    expect((backend.calls('POST /students/students/import')[0]!.body as StudentImportRequest).dry_run).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 Students' }));
    expect(await within(dialog).findByText('Imported 2 students.')).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
    // The rows not imported stay listed with their reasons, and can be saved as a file of their own.
    expect(within(dialog).getByText('2 rows not imported, each with its reason:')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download these rows (CSV)' })).toBeTruthy();

    // Only the imported students with an e-mail can be invited.
    await user.click(within(dialog).getByRole('button', { name: 'Invite All (1)' }));
    expect(await within(dialog).findByText('Invitations sent to 1 student.')).toBeTruthy();
    expect(backend.calls('POST /students/students/record-1/invite')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /Invite All/ })).toBeNull();
  });

  it('refuses an empty file before calling the server', async () => {
    const user = userEvent.setup();
    const backend = importBackend();
    renderWithBackend(<ImportDialog onClose={() => {}} onChanged={() => {}} />, backend);
    await user.upload(screen.getByLabelText('CSV file'), new File(['name,email\n'], 'empty.csv', { type: 'text/csv' }));
    expect(await screen.findByText('The file holds no students.')).toBeTruthy();
    expect(backend.calls('POST /students/students/import')).toHaveLength(0);
  });

  it('puts every student of the file in the class chosen for it, whatever its class column says', async () => {
    const user = userEvent.setup();
    const backend = importBackend();
    renderWithBackend(<ImportDialog onClose={() => {}} onChanged={() => {}} />, backend);
    const dialog = screen.getByRole('dialog', { name: 'Import Students' });
    const yearFile = ['name,email,class', 'Ann Archer,ann@school.test,Year 10', 'Ben Bell,ben@school.test,Year 10'].join('\n');
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([yearFile], 'students.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('0 students ready to import; 2 rows have problems and will not be saved.')).toBeTruthy();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Class for the students/ }), '10A Science (Year 10)');
    expect(await within(dialog).findByText('2 students ready to import.')).toBeTruthy();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-2)!.textContent)).toEqual(['Year 10 → 10A Science', 'Year 10 → 10A Science']);
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 Students' }));
    expect(await within(dialog).findByText('Imported 2 students.')).toBeTruthy();
    const saved = backend.calls('POST /students/students/import').at(-1)!.body as StudentImportRequest;
    expect([saved.class_id, saved.dry_run]).toEqual(['c-10a', undefined]);
  });
});
