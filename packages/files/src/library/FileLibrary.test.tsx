import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { fakeBackend, renderWithBackend, type FakeRequest } from '@assess/ui/testing';
import { FileLibrary } from './FileLibrary.tsx';

function file(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `file-${n}`,
    file_name: `notes-${n}.pdf`,
    file_type: 'resource',
    entity_type: 'resource',
    entity_id: 'pack',
    uploaded_at: '2026-03-04T10:00:00Z',
    version: 1,
    is_current_version: true,
    visibility: 'private',
    file_size: 1536,
    download_url: `https://assess.test/signed/${n}`,
    ...overrides,
  };
}

const page = (files: unknown[], total = files.length, totalPages = 1) => ({ json: { files, total_count: total, page: 1, limit: 20, total_pages: totalPages, filters: {} } });
const query = (request: FakeRequest) => new URL(request.path, 'https://x').searchParams;

describe('My Files', () => {
  it('shows the title, badges and the first-upload empty state, with no axe violations', async () => {
    const backend = fakeBackend(() => page([]));
    const { container } = renderWithBackend(<FileLibrary />, backend);
    expect(screen.getByText('Loading Your Files...')).toBeTruthy();
    expect(await screen.findByText('Start by uploading your first file. You can add question papers, mark schemes, student answers, and more.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Files' })).toBeTruthy();
    expect(screen.getByText('Manage your assessments, mark schemes, and resources')).toBeTruthy();
    expect(screen.getByText('Secure Storage')).toBeTruthy();
    expect(screen.getByText('Fast Access')).toBeTruthy();
    expect(screen.getByText('No files found')).toBeTruthy();
    expect(screen.getByText('0 file(s) found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload your first file' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("shows 'Failed to load files' with Retry, which loads again past the cache", async () => {
    let fail = true;
    const backend = fakeBackend(() => (fail ? { status: 500, json: {} } : page([file(1)])));
    renderWithBackend(<FileLibrary />, backend);
    expect(await screen.findByText('Failed to load files', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /notes-1\.pdf/ })).toBeTruthy();
  });

  it('debounces the search by 500 ms, shows chips that remove their filter, and Clear all', async () => {
    const backend = fakeBackend(() => page([file(1)]));
    renderWithBackend(<FileLibrary />, backend);
    await screen.findByText('1 file(s) found');
    const searched = () => backend.calls('GET /files/my-files').map((request) => query(request).get('search'));
    // Only the debounce's own timer is faked, and only while typing: the clock moves when the test moves it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const search = screen.getByRole('searchbox', { name: 'Search files' });
      fireEvent.change(search, { target: { value: 'pho' } });
      await act(() => vi.advanceTimersByTimeAsync(300));
      fireEvent.change(search, { target: { value: 'photo' } });
      await act(() => vi.advanceTimersByTimeAsync(499));
      expect(searched().filter(Boolean)).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(searched().filter(Boolean)).toEqual(['photo']));

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(screen.getByLabelText('File type'), { target: { value: 'mark_scheme' } });
    await waitFor(() => expect(query(backend.calls('GET /files/my-files').at(-1)!).get('file_type')).toBe('mark_scheme'));
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByText('Type: Mark Scheme')).toBeTruthy();
    expect(within(chips).getByText('Search: photo')).toBeTruthy();
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove Search: photo' }));
    expect((screen.getByRole('searchbox', { name: 'Search files' }) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(screen.getByRole('group', { name: 'Active filters' })).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull());
    // The unfiltered page again (served from the request cache, so no new call needs to be made).
    expect((screen.getByLabelText('File type') as HTMLSelectElement).value).toBe('');
    expect(screen.getByText('1 file(s) found')).toBeTruthy();
  });

  it("reads 'Unknown size' and 'Unknown date', and File Details lists the versions with the Current marker", async () => {
    const odd = file(7, { file_size: null, uploaded_at: 'not a date', version: 2 });
    const backend = fakeBackend((request) => {
      if (request.path.startsWith('/files/file-7/versions')) return { json: { files: [odd, file(6, { version: 1, is_current_version: false, file_name: 'notes-7.pdf' })], total_count: 2 } };
      if (request.path.startsWith('/files/my-files')) return page([odd]);
      return undefined;
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(new Blob(['%PDF-1.7']))));
    // jsdom has no object URLs: the preview's blob: address is stood in for, on this test's own URL class.
    class PreviewUrl extends URL {
      static override createObjectURL = () => 'blob:preview';
      static override revokeObjectURL = () => undefined;
    }
    vi.stubGlobal('URL', PreviewUrl);
    try {
      renderWithBackend(<FileLibrary />, backend);
      const card = await screen.findByRole('button', { name: /notes-7\.pdf/ });
      expect(within(card).getByText('Unknown size')).toBeTruthy();
      expect(within(card).getByText('Unknown date')).toBeTruthy();
      await userEvent.click(card);
      const details = screen.getByRole('dialog', { name: 'File Details' });
      const versions = await within(details).findAllByRole('listitem');
      expect(versions.map((item) => item.textContent)).toEqual([expect.stringContaining('Version 2'), expect.stringContaining('Version 1')]);
      expect(within(versions[0]!).getByText('Current')).toBeTruthy();
      expect(within(versions[1]!).queryByText('Current')).toBeNull();
      expect(await within(details).findByTitle('Preview of notes-7.pdf')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('pages only when there is more than one page, and AI Generated resets the filters', async () => {
    const backend = fakeBackend((request) => (request.path.startsWith('/files/generated-assessments') ? page([]) : page([file(1), file(2)], 45, 3)));
    renderWithBackend(<FileLibrary />, backend);
    await screen.findByText('45 file(s) found');
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(query(backend.calls('GET /files/my-files').at(-1)!).get('page')).toBe('3'));
    await userEvent.click(screen.getByRole('button', { name: 'AI Generated' }));
    expect(await screen.findByText('0 AI-generated assessment file(s) found')).toBeTruthy();
    expect(query(backend.calls('GET /files/generated-assessments')[0]!).get('page')).toBe('1');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
