import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { MANAGEMENT_ACCESS_DENIED } from '@assess/core';
import { fakeBackend, renderWithBackend, type FakeHandler, type FakeRequest } from '@assess/ui/testing';
import { Management, type ManagementProps } from './Management.tsx';

const TEACHER = 'teacher-1';

function schoolClass(overrides: Record<string, unknown> = {}) {
  return {
    id: 'class-1',
    name: '10B Biology',
    description: 'Tuesday group',
    subject_id: 'subject-bio',
    subject_name: 'Biology',
    year_group: 'Year 10',
    grade_level: '10',
    academic_year: '2025-2026',
    student_count: 2,
    teacher_id: TEACHER,
    ...overrides,
  };
}

function student(overrides: Record<string, unknown> = {}) {
  return {
    id: 'student-1',
    name: 'Ann Archer',
    email: 'ann@school.test',
    student_id: 'S-1',
    class_year: 'Year 10',
    notes: null,
    user_id: null,
    invitation_status: null,
    invitation_code: null,
    class_id: null,
    class_name: null,
    ...overrides,
  };
}

/** A backend holding classes and student records, answering the management calls as the server does. */
function managementBackend(initial: { classes?: unknown[]; students?: unknown[] } = {}, override?: FakeHandler) {
  const classes = [...(initial.classes ?? [])] as Record<string, unknown>[];
  const students = [...(initial.students ?? [])] as Record<string, unknown>[];
  const handler: FakeHandler = (request: FakeRequest) => {
    const answer = override?.(request);
    if (answer) return answer;
    const route = `${request.method} ${request.path.split('?')[0]}`;
    const body = request.body as Record<string, unknown>;
    if (route === 'GET /classes') return { json: classes };
    if (route === 'POST /classes') {
      const created = schoolClass({ ...body, id: `class-${classes.length + 1}`, subject_name: null, student_count: 0, teacher_id: TEACHER });
      classes.push(created);
      return { status: 201, json: created };
    }
    if (route.startsWith('PUT /classes/')) {
      const found = classes.find((item) => route.endsWith(`/${String(item.id)}`))!;
      Object.assign(found, body);
      return { json: found };
    }
    if (route.startsWith('POST /classes/') && route.endsWith('/students')) return { json: { students: [] } };
    if (route === 'GET /students/students') return { json: { students } };
    if (route === 'POST /students/students') {
      const created = student({ ...body, id: `student-${students.length + 1}` });
      students.push(created);
      return { status: 201, json: created };
    }
    if (route.endsWith('/invite')) return { json: { invitation_code: 'CODE-123', message: 'Invitation sent successfully' } };
    if (route.startsWith('DELETE /students/students/')) return { json: { message: 'Student deleted successfully' } };
    if (route === 'GET /subjects/') return { json: [{ id: 'subject-bio', name: 'Biology', is_system_defined: true }] };
    if (route === 'POST /subjects') return { status: 201, json: { id: 'subject-new', name: body.name, is_system_defined: false } };
    return undefined;
  };
  return fakeBackend(handler);
}

function renderManagement(backend: ReturnType<typeof fakeBackend>, props: ManagementProps = {}) {
  return renderWithBackend(<Management userRole="teacher" userId={TEACHER} {...props} />, backend);
}

/** A teacher with no classes yet opens the Create New Class dialog. */
async function openCreateClassDialog() {
  const user = userEvent.setup();
  const backend = managementBackend();
  renderManagement(backend);
  await screen.findByText(/No classes found/);
  await user.click(screen.getByRole('button', { name: 'Create Class' }));
  return { user, backend, dialog: screen.getByRole('dialog', { name: 'Create New Class' }) };
}

describe('Class Management', () => {
  it('shows each class with every field, and the fall-back texts where a field is empty', async () => {
    const backend = managementBackend({
      classes: [schoolClass(), schoolClass({ id: 'class-2', name: '9A', description: null, subject_id: null, subject_name: null, year_group: null, academic_year: null, student_count: 0 })],
    });
    renderManagement(backend);
    expect(screen.getByRole('heading', { level: 1, name: 'Management' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Class Management', selected: true })).toBeTruthy();
    const [full, empty] = await screen.findAllByRole('listitem');
    for (const text of ['10B Biology', 'Biology', 'Tuesday group', 'Year 10', '2 Students', 'Academic Year: 2025-2026']) {
      expect(within(full!).getByText(text)).toBeTruthy();
    }
    for (const text of ['9A', 'No Subject Assigned', 'No description provided', 'No Year Group', '0 Students']) {
      expect(within(empty!).getByText(text)).toBeTruthy();
    }
    expect(within(empty!).queryByText(/Academic Year/)).toBeNull();
    expect(within(full!).getByRole('button', { name: 'Edit 10B Biology' })).toBeTruthy();
  });

  it('says how to start when there are no classes', async () => {
    renderManagement(managementBackend());
    expect(await screen.findByText('No classes found. Create your first class to get started.')).toBeTruthy();
  });

  it('creates a class: a blank name is refused with the snackbar, then the trimmed name is saved', async () => {
    const { user, backend, dialog } = await openCreateClassDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Class name is required')).length).toBeGreaterThan(0);
    expect(backend.calls('POST /classes')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Class Name/), '  11C Chemistry ');
    await user.type(within(dialog).getByLabelText('Year Group'), 'Year 11');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Class created successfully')).toBeTruthy();
    expect(backend.calls('POST /classes')[0]!.body).toEqual({
      name: '11C Chemistry',
      description: '',
      year_group: 'Year 11',
      grade_level: '',
      academic_year: '',
      teacher_id: TEACHER,
    });
    expect(await screen.findByRole('heading', { name: '11C Chemistry' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('creates a subject typed in the class dialog when no subject has that name, and chooses it', async () => {
    const { user, backend, dialog } = await openCreateClassDialog();
    await within(dialog).findByRole('option', { name: 'Biology' });
    await user.type(within(dialog).getByLabelText('New subject'), 'biology');
    expect((within(dialog).getByRole('button', { name: 'Create subject' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(within(dialog).getByLabelText('New subject'));
    await user.type(within(dialog).getByLabelText('New subject'), ' Latin ');
    await user.click(within(dialog).getByRole('button', { name: 'Create "Latin"' }));
    expect(await within(dialog).findByText('Subject created successfully')).toBeTruthy();
    expect(backend.calls('POST /subjects')[0]!.body).toEqual({ name: 'Latin' });
    expect((within(dialog).getByLabelText('Subject') as HTMLSelectElement).value).toBe('subject-new');
  });

  it('edits a class in a dialog titled with its name', async () => {
    const user = userEvent.setup();
    const backend = managementBackend({ classes: [schoolClass()] });
    renderManagement(backend);
    await user.click(await screen.findByRole('button', { name: 'Edit 10B Biology' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Class: 10B Biology' });
    const name = within(dialog).getByLabelText(/Class Name/);
    await user.clear(name);
    await user.type(name, '10B Bio');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Class updated successfully')).toBeTruthy();
    expect(backend.calls('PUT /classes/class-1')[0]!.body).toMatchObject({ name: '10B Bio', subject_id: 'subject-bio', year_group: 'Year 10' });
  });

  it('shows the server message when saving fails, and hides the snackbar after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      const backend = managementBackend({}, (request) => (request.method === 'POST' ? { status: 404, json: { detail: 'Subject not found' } } : undefined));
      renderManagement(backend);
      await screen.findByText(/No classes found/);
      await user.click(screen.getByRole('button', { name: 'Create Class' }));
      await user.type(screen.getByLabelText(/Class Name/), '8A');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Subject not found')).toBeTruthy();
      act(() => void vi.advanceTimersByTime(5000));
      await waitFor(() => expect(screen.queryByText('Subject not found')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('refreshes past the cache and says so; a failed load shows the banner', async () => {
    const user = userEvent.setup();
    const backend = managementBackend({ classes: [schoolClass()] });
    renderManagement(backend);
    await screen.findByRole('heading', { name: '10B Biology' });
    await user.click(screen.getAllByRole('button', { name: 'Refresh' })[0]!);
    expect(await screen.findByText('Data refreshed')).toBeTruthy();
    expect(backend.calls('GET /classes')).toHaveLength(2);
    cleanup();

    renderManagement(managementBackend({}, (request) => (request.path === '/classes' ? { status: 500, json: {} } : undefined)));
    expect(await screen.findByText('Failed to fetch data')).toBeTruthy();
  });

  it('adds several students to a class at once, and Details opens the class page', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const backend = managementBackend({
      classes: [schoolClass({ student_count: 0 })],
      students: [student(), student({ id: 'student-2', name: 'Ben Bell', class_id: 'class-9', class_name: '9A' }), student({ id: 'student-3', name: 'Cara Cole' })],
    });
    renderManagement(backend, { onNavigate });
    await user.click(await screen.findByRole('button', { name: 'Add Students' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Students to 10B Biology' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Ann Archer/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Ben Bell/ }));
    expect(within(dialog).getByText(/In 9A/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 Students' }));
    expect(await screen.findByText('2 students added to 10B Biology')).toBeTruthy();
    expect(backend.calls('POST /classes/class-1/students')[0]!.body).toEqual({ student_ids: ['student-1', 'student-2'] });

    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/classes/class-1' });
  });
});

describe('Student Management', () => {
  async function openStudents(backend: ReturnType<typeof fakeBackend>, props: ManagementProps = {}) {
    const user = userEvent.setup();
    renderManagement(backend, props);
    await user.click(screen.getByRole('tab', { name: 'Student Management' }));
    return user;
  }

  it('lists students with the Account column of spec 02 §4, and the empty row', async () => {
    await openStudents(
      managementBackend({
        students: [
          student({ user_id: 'user-1', invitation_status: 'accepted' }),
          student({ id: 's2', name: 'Ben Bell', invitation_status: 'pending' }),
          student({ id: 's3', name: 'Cara Cole', invitation_status: 'expired' }),
          student({ id: 's4', name: 'Dan Dale' }),
          student({ id: 's5', name: 'Eve Ellis', email: null }),
        ],
      }),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Email', 'Student ID', 'Class/Year', 'Account', 'Actions']);
    const accounts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]!.textContent);
    expect(accounts).toEqual(['Account Linked', 'Invitation pending', 'Invitation expired', 'Not Invited', 'No Email']);
    // Invitations only for a student with an e-mail and no linked account.
    expect(screen.queryByRole('button', { name: 'Send invitation to Ann Archer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send invitation to Eve Ellis' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send invitation to Dan Dale' })).toBeTruthy();
    cleanup();

    await openStudents(managementBackend());
    const emptyTable = await screen.findByRole('table');
    expect(within(emptyTable).getByText('No students found. Click "Add Student" to create one.')).toBeTruthy();
  });

  it('validates the Add dialog, then creates the student', async () => {
    const backend = managementBackend({ classes: [schoolClass()] });
    const user = await openStudents(backend);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Student' });
    expect(within(dialog).getByText('Email is required to send invitations')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Student name is required')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    expect(backend.calls('POST /students/students')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Fay Fox');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'fay@school.test');
    await user.selectOptions(within(dialog).getByLabelText('Class'), 'class-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Student created successfully')).toBeTruthy();
    expect(backend.calls('POST /students/students')[0]!.body).toMatchObject({ name: 'Fay Fox', email: 'fay@school.test', class_id: 'class-1' });
  });

  it('confirms a delete with the specification’s text', async () => {
    const backend = managementBackend({ students: [student()] });
    const user = await openStudents(backend);
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Archer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText('Are you sure you want to delete Ann Archer? This action cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Student deleted successfully')).toBeTruthy();
    expect(backend.calls('DELETE /students/students/student-1')).toHaveLength(1);
  });

  it('invites a student and shows the shareable link with a copy button', async () => {
    const backend = managementBackend({ students: [student()] });
    const user = await openStudents(backend);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Send invitation to Ann Archer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Student Invitation' });
    const link = `${location.origin}/register/student?code=CODE-123`;
    expect((within(dialog).getByLabelText('Invitation link') as HTMLInputElement).value).toBe(link);
    expect(within(dialog).getByText(/links automatically to their student record/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(within(dialog).getByText('Invitation link copied to clipboard')).toBeTruthy();
  });

  it('words a failed load with status and status text', async () => {
    await openStudents(managementBackend({}, (request) => (request.path === '/students/students' ? { status: 500, json: {} } : undefined)));
    expect(await screen.findByText(/^Failed to fetch students: 500/)).toBeTruthy();
  });
});

describe('who may use it', () => {
  it('refuses a student without calling the API', () => {
    const backend = managementBackend();
    renderManagement(backend, { userRole: 'student' });
    expect(screen.getByText(MANAGEMENT_ACCESS_DENIED)).toBeTruthy();
    expect(backend.requests).toHaveLength(0);
  });

  it('shows the refusal when the server answers 403', async () => {
    renderManagement(managementBackend({}, () => ({ status: 403, json: { detail: MANAGEMENT_ACCESS_DENIED } })), { userRole: undefined });
    expect(await screen.findByText(MANAGEMENT_ACCESS_DENIED)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('accessibility', () => {
  it('has no axe violations on either tab and in the dialogs', async () => {
    const user = userEvent.setup();
    const { container } = renderManagement(managementBackend({ classes: [schoolClass()], students: [student()] }));
    await screen.findByRole('heading', { name: '10B Biology' });
    const run = async () => (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);
    expect(await run()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create Class' }));
    expect(await run()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('tab', { name: 'Student Management' }));
    await screen.findByRole('table');
    expect(await run()).toEqual([]);
  });
});
