import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { PdfFileField } from './PdfFileField.tsx';

function Harness({ onChange }: { onChange: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <PdfFileField
      label="Answer sheet"
      required
      helperText="PDF only"
      error={file ? undefined : 'Answer sheet is required'}
      file={file}
      onChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

it('keeps only the first picked file, describes it, and Remove clears it and returns focus to the picker', async () => {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />);
  const input = screen.getByLabelText(/^Answer sheet/) as HTMLInputElement;
  expect(input.type).toBe('file');
  expect(input.accept).toBe('application/pdf,.pdf');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
    'PDF only',
    'Answer sheet is required',
  ]);

  const first = new File(['%PDF-1.7'], 'first.pdf', { type: 'application/pdf' });
  fireEvent.change(input, { target: { files: [first, new File(['%PDF'], 'second.pdf', { type: 'application/pdf' })] } });
  expect(onChange).toHaveBeenLastCalledWith(first);
  expect(screen.getByText('first.pdf (8 Bytes)')).toBeTruthy();
  expect(screen.queryByText('second.pdf', { exact: false })).toBeNull();
  expect(input.hasAttribute('aria-invalid')).toBe(false);

  await userEvent.setup().click(screen.getByRole('button', { name: 'Remove first.pdf' }));
  expect(onChange).toHaveBeenLastCalledWith(null);
  expect(screen.queryByText('first.pdf (8 Bytes)')).toBeNull();
  expect(document.activeElement).toBe(input);
});

it('refuses an empty file and a file whose first bytes are not a PDF, with the reason, and passes them on to no one', async () => {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />);
  const input = screen.getByLabelText(/^Answer sheet/) as HTMLInputElement;
  const user = userEvent.setup();

  await user.upload(input, new File([], 'empty.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('This file is empty (0 bytes)')).toBeTruthy();
  expect(onChange).toHaveBeenLastCalledWith(null);
  expect(input.getAttribute('aria-invalid')).toBe('true');

  await user.upload(input, new File(['PK\u0003\u0004'], 'essay.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('Only PDF files are allowed')).toBeTruthy();
  expect(onChange).toHaveBeenLastCalledWith(null);
  expect(screen.queryByText(/This file is empty/)).toBeNull();

  const real = new File(['%PDF-1.7'], 'paper.pdf', { type: 'application/pdf' });
  await user.upload(input, real);
  expect(onChange).toHaveBeenLastCalledWith(real);
  expect(screen.queryByText('Only PDF files are allowed')).toBeNull();
  expect(screen.getByText('paper.pdf (8 Bytes)')).toBeTruthy();
});
