import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ARCHIVE_CONFIRMATION } from '@assess/core';
import { captureDownloads, fakeBackend, renderWithBackend, type FakeAnswer } from '../testing/fake-backend.tsx';
import { AssessmentList } from './AssessmentList.tsx';
import { LIST_TEXTS } from './texts.ts';

function assessments(count: number, extra: (index: number) => Record<string, unknown> = () => ({})) {
  return Array.from({ length: count }, (_, index) => ({
    id: `a${index + 1}`,
    title: `Assessment ${index + 1}`,
    description: 'x'.repeat(100),
    status: 'pending',
    created_at: '2025-01-05',
    subject: { name: 'Maths' },
    ...extra(index),
  }));
}

function backendWith(list: unknown, more: Record<string, FakeAnswer> = {}) {
  return fakeBackend((request) => {
    const route = `${request.method} ${request.path}`;
    if (route in more) return more[route];
    if (route === 'GET /assessments/') return { json: list };
    return undefined;
  });
}

describe('My Assessments', () => {
  test('shows the four summary cards, the status chips in their colours and 80-character previews in the grid', async () => {
    const backend = backendWith([
      ...assessments(1, () => ({ status: 'graded' })),
      ...assessments(2, (index) => ({ id: `p${index}`, status: 'pending' })),
      { id: 'r1', title: 'Rejected one', status: 'rejected' },
    ]);
    renderWithBackend(<AssessmentList />, backend);
    const total = await screen.findByRole('region', { name: 'Total Assessments' });
    expect(total?.textContent).toContain('4');
    expect(screen.getByRole('region', { name: 'Graded' })?.textContent).toContain('1');
    expect(screen.getByRole('region', { name: 'Pending' })?.textContent).toContain('2');
    expect(screen.getByRole('region', { name: 'Rejected' })?.textContent).toContain('1');
    const graded = document.querySelector('[data-status="graded"]');
    expect(graded?.className).toMatch(/success/);
    expect(document.querySelector('[data-status="rejected"]')?.className).toMatch(/error/);
    expect(document.querySelector('[data-status="pending"]')?.className).toMatch(/warning/);
    expect(screen.getAllByText(`${'x'.repeat(80)}...`)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getAllByText(`${'x'.repeat(60)}...`)).toHaveLength(3);
  });

  test('Download Feedback shows on graded assessments only', async () => {
    renderWithBackend(<AssessmentList />, backendWith([{ id: 'g', title: 'G', status: 'graded' }, { id: 'p', title: 'P', status: 'pending' }]));
    expect(await screen.findByRole('button', { name: 'Download Feedback: G' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Feedback: P' })).toBeNull();
  });

  test('Download Feedback saves the latest submission’s feedback report as a PDF; without a submission it is disabled', async () => {
    const { saved, restore } = captureDownloads();
    const exportPath = 'GET /supabase-reports/reports/export/student-assessment/sa-7?format=pdf';
    const backend = backendWith(
      [
        { id: 'g', title: 'Cell Biology', status: 'graded', student_assessment_id: 'sa-7' },
        { id: 'h', title: 'Other', status: 'graded' },
      ],
      { [exportPath]: { json: {} } },
    );
    renderWithBackend(<AssessmentList />, backend);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Feedback: Cell Biology' }));
    await waitFor(() => expect(saved).toEqual(['feedback-cell-biology.pdf']));
    expect(backend.calls('GET /supabase-reports/reports/export/student-assessment/sa-7')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Download Feedback: Other' }) as HTMLButtonElement).disabled).toBe(true);
    restore();
  });

  test('pages by 10 by default, offers 5, 10, 20, 50 with first and last buttons, and a new size returns to page 1', async () => {
    renderWithBackend(<AssessmentList />, backendWith(assessments(23)));
    await screen.findByText('Assessment 1');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    const sizes = screen.getByRole('combobox', { name: /rows|page size|per page/i });
    expect(within(sizes).getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '20', '50']);
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Assessment 21', 'Assessment 22', 'Assessment 23']);
    fireEvent.change(sizes, { target: { value: '5' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      ['Assessment 1', 'Assessment 2', 'Assessment 3', 'Assessment 4', 'Assessment 5'],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).toContain('Assessment 1');
  });

  test('search and status filter narrow the list', async () => {
    renderWithBackend(<AssessmentList />, backendWith([{ id: '1', title: 'Algebra', status: 'graded' }, { id: '2', title: 'Biology', status: 'pending' }]));
    await screen.findByText('Algebra');
    fireEvent.change(screen.getByPlaceholderText('Search assessments...'), { target: { value: 'bio' } });
    expect(screen.queryByText('Algebra')).toBeNull();
    expect(screen.getByText('Biology')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Search assessments...'), { target: { value: '' } });
    const statusSelect = screen.getByRole('combobox', { name: 'Status' });
    expect(within(statusSelect).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Status', 'Pending', 'Graded', 'Rejected']);
    fireEvent.change(statusSelect, { target: { value: 'graded' } });
    expect(screen.getByText('Algebra')).toBeTruthy();
    expect(screen.queryByText('Biology')).toBeNull();
  });

  test("Delete asks first, says the students' work is kept (archived), then deletes and reloads the list", async () => {
    let list = [{ id: 'a1', title: 'Algebra', creator_id: 'me' }, { id: 'a2', title: 'Biology', creator_id: 'me' }];
    const backend = fakeBackend((request) => {
      if (request.method === 'GET' && request.path === '/assessments/') return { json: list };
      if (request.method === 'DELETE' && request.path === '/assessments/a1') {
        list = list.filter((item) => item.id !== 'a1');
        return { status: 204 };
      }
      return undefined;
    });
    renderWithBackend(<AssessmentList userId="me" />, backend);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Algebra' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Assessment?' });
    expect(dialog?.textContent).toContain(ARCHIVE_CONFIRMATION);
    expect(backend.calls('DELETE /assessments/a1')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.calls('DELETE /assessments/a1')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Algebra' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Algebra')).toBeNull());
    expect(backend.calls('DELETE /assessments/a1')).toHaveLength(1);
    expect(backend.calls('GET /assessments/')).toHaveLength(2);
  });

  test("a failed delete keeps the dialog open with the server's reason", async () => {
    const backend = backendWith([{ id: 'a1', title: 'Algebra', creator_id: 'me' }], { 'DELETE /assessments/a1': { status: 403, json: { detail: 'Only the creator of this assessment can delete it' } } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithBackend(<AssessmentList userId="me" />, backend);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Algebra' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Only the creator of this assessment can delete it')).toBeTruthy();
    expect(screen.queryByText('Failed to delete assessment. Please try again.')).toBeNull();
  });

  test('offers Delete only on what the user created, by the rule the server applies', async () => {
    const backend = backendWith([
      { id: 'a1', title: 'Mine', creator_id: 'me' },
      { id: 'a2', title: 'Set by my teacher', creator_id: 'teacher' },
    ]);
    renderWithBackend(<AssessmentList userId="me" />, backend);
    expect(await screen.findByRole('button', { name: 'Delete: Mine' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete: Set by my teacher' })).toBeNull();
  });

  test("marks practice, and lets a teacher ask for their students' practice, named", async () => {
    const backend = fakeBackend((request) => {
      if (request.path === '/assessments/') return { json: [{ id: 'a1', title: 'Set for 10B', creator_id: 'me' }] };
      if (request.path === '/assessments/?include_practice=true') {
        return { json: [{ id: 'a1', title: 'Set for 10B', creator_id: 'me' }, { id: 'p1', title: 'My own check', creator_id: 'pia', practice: true, student_name: 'Pia Pupil' }] };
      }
      return undefined;
    });
    renderWithBackend(<AssessmentList userId="me" role="teacher" />, backend);
    expect(await screen.findByText('Set for 10B')).toBeTruthy();
    expect(screen.queryByText('My own check')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Show students' practice/ }));
    expect(await screen.findByText('My own check')).toBeTruthy();
    expect(screen.getByText('Practice: Pia Pupil')).toBeTruthy();
  });

  test('a student sees no practice switch', async () => {
    renderWithBackend(<AssessmentList userId="me" role="student" />, backendWith([{ id: 'p1', title: 'My own check', creator_id: 'me', practice: true }]));
    expect(await screen.findByText('Practice')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /practice/ })).toBeNull();
  });

  test('an answer with an error status shows the load error with Retry, the hint and Force Refresh; no sample data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const backend = fakeBackend((request) =>
      request.path === '/assessments/' ? (fail ? { status: 500, json: { detail: 'database down' } } : { json: [{ id: '1', title: 'Back again' }] }) : undefined,
    );
    renderWithBackend(<AssessmentList />, backend);
    expect(await screen.findByText('Failed to load assessments. Please try again.')).toBeTruthy();
    expect(screen.getByText('Unable to load assessments. Try forcing a manual refresh.')).toBeTruthy();
    expect(screen.queryByText(LIST_TEXTS.sampleData)).toBeNull();
    expect(screen.queryByText('Algebra Fundamentals')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });

  test('a 4xx answer is shown as the load error too, never as sample data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithBackend(<AssessmentList />, fakeBackend(() => ({ status: 403, json: { detail: 'Forbidden' } })));
    expect(await screen.findByText('Failed to load assessments. Please try again.')).toBeTruthy();
    expect(screen.queryByText(LIST_TEXTS.sampleData)).toBeNull();
  });

  test('a list that is not an array is an error too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithBackend(<AssessmentList />, backendWith({ items: [] }));
    expect(await screen.findByText('Failed to load assessments. Please try again.')).toBeTruthy();
  });

  test('when the backend cannot be reached, sample assessments are shown and labelled as sample data', async () => {
    vi.useFakeTimers();
    try {
      renderWithBackend(<AssessmentList />, fakeBackend(() => 'unreachable'));
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(screen.getByText(LIST_TEXTS.sampleData)).toBeTruthy();
      expect(screen.getByText('Algebra Fundamentals')).toBeTruthy();
      expect(screen.queryByText('Failed to load assessments. Please try again.')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  test('the empty state offers Upload Assessment and Create Assessment, which navigate', async () => {
    const onNavigate = vi.fn();
    renderWithBackend(<AssessmentList onNavigate={onNavigate} />, backendWith([]));
    await screen.findByText(LIST_TEXTS.empty);
    const upload = screen.getAllByRole('button', { name: 'Upload Assessment' });
    fireEvent.click(upload[upload.length - 1]!);
    expect(onNavigate).toHaveBeenLastCalledWith({ to: '/dashboard/assessments/upload' });
    const create = screen.getAllByRole('button', { name: 'Create Assessment' });
    fireEvent.click(create[create.length - 1]!);
    expect(onNavigate).toHaveBeenLastCalledWith({ to: '/dashboard/assessments/create' });
  });

  test('with assessments listed, the header still offers Upload Assessment for a new submission', async () => {
    const onNavigate = vi.fn();
    renderWithBackend(<AssessmentList onNavigate={onNavigate} />, backendWith([{ id: 'a1', title: 'Algebra' }]));
    await screen.findByText('Algebra');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Assessment' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ to: '/dashboard/assessments/upload' });
  });

  test('View Details leads to the assessment', async () => {
    const onNavigate = vi.fn();
    renderWithBackend(<AssessmentList onNavigate={onNavigate} />, backendWith([{ id: 'a 1', title: 'Algebra' }]));
    fireEvent.click(await screen.findByRole('button', { name: 'View Details: Algebra' }));
    expect(onNavigate).toHaveBeenCalledWith({ to: '/dashboard/assessments/a%201' });
  });

  test('a cached list is reused; Refresh and Force Refresh read fresh, and forceRefresh on arrival skips the cache', async () => {
    const backend = backendWith([{ id: '1', title: 'Algebra' }]);
    const first = renderWithBackend(<AssessmentList />, backend);
    await screen.findByText('Algebra');
    first.unmount();
    renderWithBackend(<AssessmentList />, backend);
    await screen.findByText('Algebra');
    expect(backend.calls('GET /assessments/')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(backend.calls('GET /assessments/')).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: 'Force Refresh' })[0]!);
    await waitFor(() => expect(backend.calls('GET /assessments/')).toHaveLength(3));
    screen.getByText('Algebra');
    renderWithBackend(<AssessmentList forceRefresh />, backend);
    await waitFor(() => expect(backend.calls('GET /assessments/')).toHaveLength(4));
  });
});
