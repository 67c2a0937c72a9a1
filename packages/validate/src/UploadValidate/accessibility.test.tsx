import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AssessApiProvider } from '@assess/ui';
import { fakeBackend, json } from '../testing/fake-backend.ts';
import { UploadValidate } from './UploadValidate.tsx';

async function violations(container: HTMLElement) {
  const results = await axe.run(container, {
    // jsdom does not lay out or paint; the theme's tests check contrast from its tokens.
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.html.slice(0, 120)) }));
}

describe('UploadValidate accessibility', () => {
  it('has no axe violations with errors, jobs and the limit banner showing, on each step', async () => {
    const { api } = fakeBackend({
      'GET /subjects/': json([{ id: 's1', name: 'Biology', is_system_defined: true }]),
      'GET /supabase-usage/usage/summary': json({ validation: { current: 15, limit: 15 } }),
      'GET /validation/jobs/pending': json([{ job_id: 'j1', status: 'pending', file_name: 'answers.pdf' }]),
    });
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(
      <main>
        <AssessApiProvider client={api}>
          <UploadValidate />
        </AssessApiProvider>
      </main>,
    );
    await screen.findByText('You have reached your validation limit');
    await screen.findByText('answers.pdf');
    await user.click(screen.getByRole('textbox', { name: /^Title/ }));
    await user.tab();
    expect(await violations(container)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Mock');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Biology' })).toBeTruthy());
    await user.selectOptions(screen.getByRole('combobox', { name: /^Subject/ }), 's1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(screen.getByLabelText(/^Answer sheet/), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await violations(container)).toEqual([]);

    await user.upload(screen.getByLabelText(/^Answer sheet/), new File(['%PDF'], 'answers.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await violations(container)).toEqual([]);
  });
});
