import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeBackend, renderWithBackend } from '@assess/ui/testing';
import { UploadDialog } from './UploadDialog.tsx';

const pdf = (name: string, size = 1024) => new File(['%PDF-', new Uint8Array(size - 5)], name, { type: 'application/pdf' });

function renderDialog() {
  const backend = fakeBackend(() => undefined);
  const onClose = vi.fn();
  renderWithBackend(<UploadDialog api={backend.client} onClose={onClose} onUploaded={() => undefined} />, backend);
  const dialog = screen.getByRole('dialog', { name: 'Upload Files' });
  const input = within(dialog).getByLabelText('Drag & drop files here, or click to select');
  return { backend, dialog, input, onClose };
}

describe('Upload Files', () => {
  it('has the fields, the drop zone texts and a disabled Upload until files are chosen', () => {
    const { dialog } = renderDialog();
    for (const label of ['Entity Type', 'File Type', 'Visibility']) expect(within(dialog).getByLabelText(label)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Entity ID/).getAttribute('placeholder')).toBe('Enter assessment or resource ID');
    expect(within(dialog).getByText('Supports PDF (up to 50MB each)')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Upload 0 file(s)' }) as HTMLButtonElement).disabled).toBe(true);
    const fileTypes = [...(within(dialog).getByLabelText('File Type') as HTMLSelectElement).options].map((option) => option.textContent);
    expect(fileTypes).toEqual(['Question Paper', 'Mark Scheme', 'Student Answer', 'Graded Answer', 'Resource']);
  });

  it('refuses a non-PDF, an oversize file and a sixth file with the drop zone texts, and sends nothing', async () => {
    const { backend, dialog, input } = renderDialog();
    const huge = pdf('scan.pdf');
    Object.defineProperty(huge, 'size', { value: 52_428_801 });
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' }), huge] } });
    expect(within(dialog).getByText('File type must be application/pdf')).toBeTruthy();
    expect(within(dialog).getByText('File is larger than 52428800 bytes')).toBeTruthy();
    fireEvent.change(input, { target: { files: [1, 2, 3, 4, 5, 6].map((n) => pdf(`sheet-${n}.pdf`)) } });
    const sixth = dialog.querySelector('li[data-file="sheet-6.pdf"]') as HTMLElement;
    expect(within(sixth).getByText('Too many files')).toBeTruthy();
    expect(within(dialog).getAllByText('Too many files')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Upload 5 file(s)' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload 5 file(s)' }));
    expect(within(dialog).getByText('Entity ID is required')).toBeTruthy();
    for (const n of [1, 2, 3, 4, 5]) await userEvent.click(within(dialog).getByRole('button', { name: `Remove sheet-${n}.pdf` }));
    await userEvent.type(within(dialog).getByLabelText(/Entity ID/), 'pack');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload 0 file(s)' }));
    expect(within(dialog).getByText('Please select at least one file to upload')).toBeTruthy();
    expect(backend.requests).toEqual([]);
  });

  it('refuses an empty file and a file renamed to .pdf by their bytes, with the reason, and sends only the real PDF', async () => {
    const { dialog, input } = renderDialog();
    fireEvent.change(input, {
      target: { files: [new File([], 'empty.pdf', { type: 'application/pdf' }), new File(['PK\u0003\u0004 essay'], 'essay.pdf', { type: 'application/pdf' }), pdf('paper.pdf')] },
    });
    const empty = dialog.querySelector('li[data-file="empty.pdf"]') as HTMLElement;
    const essay = dialog.querySelector('li[data-file="essay.pdf"]') as HTMLElement;
    expect(await within(empty).findByText('This file is empty (0 bytes)')).toBeTruthy();
    expect(await within(essay).findByText('Only PDF files are allowed')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upload 1 file(s)' })).toBeTruthy();
  });
});
