import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { MarkSchemeReading } from '@assess/core';
import { fakeBackend, renderWithBackend, type FakeAnswer, type FakeRequest } from '../testing/fake-backend.tsx';
import { MarkSchemeReadingCard } from './MarkSchemeReadingCard.tsx';
import { READING_TEXTS as T } from './texts.ts';

const READING: MarkSchemeReading = {
  assessment_id: 'as-1',
  status: 'read',
  source: 'reader',
  questions: [
    { label: '1', text: 'State the unit of resistance.', marks: 1, stated_marks: 1, page: 1, points: [{ text: 'ohm', marks: 1, alternatives: [] }] },
    {
      label: '2',
      text: '',
      marks: 2,
      stated_marks: 3,
      page: 1,
      points: [
        { text: 'plants take in carbon dioxide; water is absorbed', marks: 1, alternatives: [] },
        { text: 'light energy is used', marks: 1, alternatives: ['energy from light'] },
      ],
    },
  ],
  total_marks: 3,
  stated_total: 4,
  warnings: [
    { code: 'total_mismatch', label: null, message: 'The scheme says 4 marks in all, but 3 were read.' },
    { code: 'question_total_mismatch', label: '2', message: 'Question 2 says 3 marks, but its points add up to 2.' },
  ],
  pages: [{ number: 1, text: 'Question 1 (1 mark): ohm\nQuestion 2 (3 marks): ...', image_url: null }],
  mark_scheme_url: '/files/scheme.pdf',
  provider_available: false,
  confirmed_at: null,
  confirmed_by: null,
};

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

function backend(routes: Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer)>) {
  return fakeBackend((request) => {
    const route = routes[`${request.method} ${request.path}`];
    return typeof route === 'function' ? route(request) : route;
  });
}

const PATH = '/assessments/as-1/mark-scheme-reading';

async function renderCard(reading: MarkSchemeReading = READING, routes: Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer)> = {}) {
  const server = backend({ [`GET ${PATH}`]: { json: reading }, ...routes });
  renderWithBackend(<MarkSchemeReadingCard assessmentId="as-1" place="details" />, server);
  await flush();
  return server;
}

const question = (label: string) => screen.getByRole('listitem', { name: `Question ${label}` });

describe('The mark scheme as read', () => {
  test('shows each question with its marks, points and page, the totals, and the warnings at the top and by their question', async () => {
    await renderCard();
    expect(screen.getByText(T.notConfirmed)).toBeTruthy();
    expect(screen.getByText('Read as 2 questions, 3 marks')).toBeTruthy();
    expect(screen.getByText('The scheme states 4 marks')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The scheme says 4 marks in all, but 3 were read.')).toBeTruthy();
    expect(within(alert).getByText('Question 2 says 3 marks, but its points add up to 2.')).toBeTruthy();
    expect(within(question('2')).getByText('Question 2 says 3 marks, but its points add up to 2.')).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Question 2 marks' }) as HTMLInputElement).value).toBe('2');
    expect((screen.getByRole('textbox', { name: 'Question 2 point 2' }) as HTMLTextAreaElement).value).toBe('light energy is used');
    expect((screen.getByRole('textbox', { name: 'Question 2 point 2, or accept 1' }) as HTMLInputElement).value).toBe('energy from light');
    expect(within(question('1')).getByRole('link', { name: /^page 1/ }).getAttribute('href')).toBe('/files/scheme.pdf#page=1');
    expect(screen.getByRole('region', { name: 'Text of page 1 of the mark scheme' }).textContent).toContain('Question 1 (1 mark): ohm');
    // Without a model provider there is nothing to ask.
    expect(screen.queryByRole('button', { name: T.ask })).toBeNull();
  });

  test('confirming with open warnings asks for them to be fixed or acknowledged; fixing them confirms the corrected scheme', async () => {
    const server = await renderCard(READING, { [`PUT ${PATH}`]: (request) => ({ json: { ...READING, status: 'confirmed', source: 'teacher', warnings: [], confirmed_by: 'Ms Teacher', confirmed_at: '2026-11-28T10:00:00Z', questions: (request.body as MarkSchemeReading).questions.map((item) => ({ ...item, stated_marks: null })) } }) });
    fireEvent.click(screen.getByRole('button', { name: T.confirm }));
    await flush();
    expect(screen.getByText(T.acknowledgeNeeded)).toBeTruthy();
    expect(server.calls(`PUT ${PATH}`)).toHaveLength(0);

    // Adding a point worth 1 to question 2 makes it 3, as stated, and the total 4: both warnings are fixed.
    fireEvent.click(screen.getByRole('button', { name: 'Add point to Question 2' }));
    const added = screen.getByRole('textbox', { name: 'Question 2 point 3' });
    expect(document.activeElement).toBe(added);
    fireEvent.change(added, { target: { value: 'glucose is made' } });
    expect(screen.getByText('Read as 2 questions, 4 marks')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: T.acknowledge })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: T.confirm }));
    await flush();
    const body = server.calls(`PUT ${PATH}`)[0]!.body as { questions: { label: string; marks: number; points: { text: string; marks: number; alternatives: string[] }[] }[] };
    expect(body.questions[1]).toMatchObject({
      label: '2',
      marks: 3,
      points: [
        { text: 'plants take in carbon dioxide; water is absorbed', marks: 1, alternatives: [] },
        { text: 'light energy is used', marks: 1, alternatives: ['energy from light'] },
        { text: 'glucose is made', marks: 1, alternatives: [] },
      ],
    });
    expect(screen.getByText('Confirmed by Ms Teacher on Nov 28, 2026')).toBeTruthy();
    expect(screen.getByText(T.confirmed)).toBeTruthy();
  });

  test('the acknowledgement confirms a reading with warnings as it is', async () => {
    const server = await renderCard(READING, { [`PUT ${PATH}`]: { json: { ...READING, status: 'confirmed' } } });
    fireEvent.click(screen.getByRole('checkbox', { name: T.acknowledge }));
    fireEvent.click(screen.getByRole('button', { name: T.confirm }));
    await flush();
    expect(server.calls(`PUT ${PATH}`)).toHaveLength(1);
  });

  test('split at the cursor, merge with the next point and an added alternative change the points; the total stays', async () => {
    await renderCard();
    const first = screen.getByRole('textbox', { name: 'Question 2 point 1' }) as HTMLTextAreaElement;
    first.setSelectionRange(30, 30);
    fireEvent.blur(first);
    fireEvent.click(screen.getByRole('button', { name: 'Split Question 2 point 1' }));
    expect((screen.getByRole('textbox', { name: 'Question 2 point 1' }) as HTMLTextAreaElement).value).toBe('plants take in carbon dioxide;');
    const second = screen.getByRole('textbox', { name: 'Question 2 point 2' }) as HTMLTextAreaElement;
    expect(second.value).toBe('water is absorbed');
    expect(document.activeElement).toBe(second);
    // A 1-mark point keeps its mark; the new one has none, so the question is still worth 2.
    expect((screen.getByRole('spinbutton', { name: 'Question 2 point 2 marks' }) as HTMLInputElement).value).toBe('0');
    expect((screen.getByRole('spinbutton', { name: 'Question 2 marks' }) as HTMLInputElement).value).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Merge with next: Question 2 point 1' }));
    expect((screen.getByRole('textbox', { name: 'Question 2 point 1' }) as HTMLTextAreaElement).value).toBe('plants take in carbon dioxide; water is absorbed');
    expect(screen.getAllByRole('textbox', { name: /^Question 2 point \d$/ })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Add alternative to Question 1 point 1' }));
    const alternative = screen.getByRole('textbox', { name: 'Question 1 point 1, or accept 1' });
    expect(document.activeElement).toBe(alternative);
    fireEvent.change(alternative, { target: { value: 'Ω' } });
    // A point's marks changed: the question's marks follow, as they agreed before.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Question 1 point 1 marks' }), { target: { value: '2' } });
    expect((screen.getByRole('spinbutton', { name: 'Question 1 marks' }) as HTMLInputElement).value).toBe('2');
    expect(screen.getByText('Read as 2 questions, 4 marks')).toBeTruthy();
  });

  test("a refused confirmation shows the server's words and keeps what was typed", async () => {
    await renderCard(READING, { [`PUT ${PATH}`]: { status: 400, json: { detail: 'Two questions are labelled 2: each label must be different' } } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Question 1 point 1' }), { target: { value: 'ohm (Ω)' } });
    fireEvent.click(screen.getByRole('checkbox', { name: T.acknowledge }));
    fireEvent.click(screen.getByRole('button', { name: T.confirm }));
    await flush();
    expect(screen.getByText('Two questions are labelled 2: each label must be different').closest('[role="alert"]')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Question 1 point 1' }) as HTMLTextAreaElement).value).toBe('ohm (Ω)');
  });

  test('a point without text is refused before sending, in the words of the shared rule', async () => {
    const server = await renderCard({ ...READING, warnings: [], stated_total: null });
    fireEvent.change(screen.getByRole('textbox', { name: 'Question 1 point 1' }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: T.confirm }));
    await flush();
    expect(screen.getByText('Every mark point needs its text')).toBeTruthy();
    expect(server.calls(`PUT ${PATH}`)).toHaveLength(0);
  });

  test("with a model provider, its proposal fills the editor to be confirmed", async () => {
    const proposal: MarkSchemeReading = { ...READING, source: 'provider', warnings: [], stated_total: null, questions: [{ label: '1', text: '', marks: 4, stated_marks: null, page: 1, points: [{ text: 'the whole answer', marks: 4, alternatives: [] }] }] };
    await renderCard({ ...READING, provider_available: true }, { [`POST ${PATH}/propose`]: { json: proposal } });
    fireEvent.click(screen.getByRole('button', { name: T.ask }));
    await flush();
    expect(screen.getByText(T.proposed)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Question 1 point 1' }) as HTMLTextAreaElement).value).toBe('the whole answer');
    expect(screen.getByText('Read as 1 question, 4 marks')).toBeTruthy();
  });

  test('a confirmed reading says who confirmed it and opens for correction on request', async () => {
    await renderCard({ ...READING, status: 'confirmed', warnings: [], confirmed_by: 'Ms Teacher', confirmed_at: '2026-11-28T10:00:00Z' });
    expect(screen.getByText('Confirmed by Ms Teacher on Nov 28, 2026')).toBeTruthy();
    expect(screen.getByText('Read as 2 questions, 3 marks')).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.confirm })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: T.edit }));
    expect(screen.getByRole('button', { name: T.confirm })).toBeTruthy();
  });
});
