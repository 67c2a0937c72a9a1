import { z } from 'zod';
import { readingFromQuestions, type ConfirmedQuestion, type MarkSchemeReading, type ReadingPage } from '../structure/reading.js';
import { chatJson, type ChatConfig } from './chat.js';

/** The structure a model proposes, in structured-output form (every field present; null where the scheme is silent). */
const ProposalSchema = z.object({
  questions: z.array(
    z.object({
      label: z.string().min(1),
      marks: z.number().min(0).nullable(),
      stated_marks: z.number().min(0).nullable(),
      page: z.number().int().min(1).nullable(),
      points: z.array(z.object({ text: z.string().min(1), marks: z.number().min(0), alternatives: z.array(z.string()) })),
    }),
  ),
  stated_total: z.number().min(0).nullable(),
});
type Proposal = z.infer<typeof ProposalSchema>;

const SYSTEM = `You read exam mark schemes as an experienced examiner does. From the pages of a mark scheme, list every
question or part that is marked on its own, in order, labelled as "1", "2(a)", "3(b)(ii)". For each give: the marks
it is worth (null when the scheme gives none), the marks the scheme states for it as a whole (null when it states
none), the page it is on, and its mark points: each point's text as written, the marks it earns, and the other
answers the scheme accepts for it ("accept", "allow", "/", "OR"). Leave out rejected answers and examiner notes.
stated_total is the total the scheme writes for the whole paper, or null. Do not invent marks the scheme does not give.`;

/** Pages beyond these are not sent: a mark scheme is rarely longer, and a model's input is bounded. */
const MAX_PAGES = 40;
const MAX_PAGE_CHARS = 12_000;

/** The proposal as questions to show: duplicate labels dropped (the first kept), page numbers kept to the scheme's. */
function questionsOf(proposal: Proposal, pages: readonly ReadingPage[]): ConfirmedQuestion[] {
  const seen = new Set<string>();
  const pageNumbers = new Set(pages.map((page) => page.number));
  const questions: ConfirmedQuestion[] = [];
  for (const question of proposal.questions) {
    const key = question.label.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    questions.push({
      label: question.label.trim(),
      marks: question.marks,
      statedMarks: question.stated_marks,
      page: question.page !== null && pageNumbers.has(question.page) ? question.page : null,
      points: question.points.map((point) => ({ text: point.text.trim(), marks: point.marks, alternatives: point.alternatives.map((a) => a.trim()).filter(Boolean) })),
    });
  }
  return questions;
}

/**
 * Asks the configured model provider for a mark scheme's structure (questions, marks, points, alternatives) with a
 * structured-output schema, validates it, and gives it as a reading (source provider) for a teacher to confirm.
 * Throws ChatError when the provider gives no valid answer. With the built-in reader's reading, a question of the same
 * label keeps its wording from the question paper.
 */
export async function proposeMarkSchemeReading(config: ChatConfig, pages: readonly ReadingPage[], reader?: Pick<MarkSchemeReading, 'questions'>): Promise<MarkSchemeReading> {
  const sent = pages.slice(0, MAX_PAGES).map((page) => ({ page: page.number, text: page.text.slice(0, MAX_PAGE_CHARS) }));
  const proposal = await chatJson(config, SYSTEM, JSON.stringify({ mark_scheme_pages: sent }), ProposalSchema, 'mark_scheme_structure');
  // The built-in reader's questions lend theirs the wording from the question paper, by label.
  return readingFromQuestions('provider', questionsOf(proposal, pages), { questions: reader?.questions ?? [], statedTotal: proposal.stated_total, pages: [...pages] });
}
