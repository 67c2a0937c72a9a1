import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { StaleSaveNotice } from './StaleSaveNotice.tsx';

const REFUSAL = 'Someone else changed this class since you opened it: reload to see their changes';
const RELOADED = 'Reloaded: the list shows their changes, and your edits are still here. Save to put yours over them.';

test('a stale save says so, and Reload reads the record again, then says the next save goes over theirs', async () => {
  const onReload = vi.fn(async () => {});
  render(<StaleSaveNotice message={REFUSAL} reloadLabel="Reload" reloadedText={RELOADED} onReload={onReload} />);
  expect(screen.getByRole('alert').textContent).toContain(REFUSAL);
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(await screen.findByText(RELOADED)).toBeTruthy();
  expect(onReload).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
});

test('a reload that fails keeps the refusal and its button', async () => {
  const onReload = vi.fn(async () => {
    throw new Error('offline');
  });
  render(<StaleSaveNotice message={REFUSAL} reloadLabel="Reload" reloadedText={RELOADED} onReload={onReload} />);
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  await vi.waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
  await vi.waitFor(() => expect((screen.getByRole('button', { name: 'Reload' }) as HTMLButtonElement).disabled).toBe(false));
  expect(screen.queryByText(RELOADED)).toBeNull();
  expect(screen.getByRole('alert').textContent).toContain(REFUSAL);
});
