import { waitFor } from '@testing-library/dom';
import { afterEach, expect, test, vi } from 'vitest';
import './define.ts';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

function stubBackend(answers: Record<string, unknown>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, '');
    return path in answers ? Response.json(answers[path]) : Response.json({ detail: 'Not Found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

test('the package defines <assess-assessments>, <assess-submit> and <assess-create-assessment>', () => {
  for (const tag of ['assess-assessments', 'assess-submit', 'assess-create-assessment']) expect(customElements.get(tag)).toBeTypeOf('function');
});

test('<assess-assessments> shows the list, and its links leave as assess-navigate events', async () => {
  stubBackend({ '/assessments/': [{ id: 'a1', title: 'Algebra' }] });
  const element = document.createElement('assess-assessments');
  element.setAttribute('api-base-url', 'https://assess.test');
  const navigations: unknown[] = [];
  document.body.addEventListener('assess-navigate', (event) => navigations.push((event as CustomEvent).detail));
  document.body.append(element);
  const root = element.shadowRoot!;
  await waitFor(() => expect(root.textContent).toContain('Algebra'));
  const view = [...root.querySelectorAll('button')].find((button) => button.textContent === 'View Details')!;
  view.click();
  expect(navigations).toEqual([{ to: '/dashboard/assessments/a1' }]);
});

test('<assess-assessments assessment-id> shows that assessment’s details', async () => {
  stubBackend({ '/assessments/a1': { id: 'a1', title: 'Algebra', status: 'draft' }, '/grading-jobs/pending': [] });
  const element = document.createElement('assess-assessments');
  element.setAttribute('api-base-url', 'https://assess.test');
  element.setAttribute('assessment-id', 'a1');
  document.body.append(element);
  const root = element.shadowRoot!;
  await waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Algebra'));
  expect([...root.querySelectorAll('button')].some((button) => button.textContent === 'Submit Assessment')).toBe(true);
});
