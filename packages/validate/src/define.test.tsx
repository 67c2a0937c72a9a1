import { waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { configure } from '@assess/ui';
import { json } from './testing/fake-backend.ts';
import { UploadValidateElement } from './define.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

it('defines <assess-validate>, which leaves through a cancelable, composed assess-navigate event', async () => {
  const fetchMock = vi.fn(async (input: string) => (String(input).includes('/subjects/') ? json([]) : json({})));
  vi.stubGlobal('fetch', fetchMock);
  configure({ apiBaseUrl: 'https://assess.example' });
  expect(customElements.get('assess-validate')).toBe(UploadValidateElement);
  expect(UploadValidateElement.definition.events).toEqual([{ prop: 'onNavigate', name: 'assess-navigate' }]);

  const element = document.createElement('assess-validate');
  const seen: unknown[] = [];
  document.body.addEventListener('assess-navigate', (event) => {
    event.preventDefault();
    seen.push((event as CustomEvent).detail);
  });
  document.body.append(element);
  const link = await waitFor(() => {
    const found = element.shadowRoot?.querySelector<HTMLAnchorElement>('a[href="/dashboard/assessments"]');
    expect(found).toBeTruthy();
    return found as HTMLAnchorElement;
  });
  link.click();
  expect(seen).toEqual([{ to: '/dashboard/assessments' }]);
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^https:\/\/assess\.example\/api\//);
});
