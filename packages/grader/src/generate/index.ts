import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { readDocument, type DocumentInput } from '../grade.js';
import { chatConfigFromEnv, chatJson, type ChatConfig } from '../provider/chat.js';
import { parseMarkScheme, parseQuestionPaper } from '../structure/parse.js';
import { questionTopic } from '../structure/topic.js';

export const QUESTION_TYPES = ['single_choice', 'multiple_select', 'fill_in_the_blanks', 'short_essay', 'long_essay', 'short_answer', 'essay', 'true_false'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export type Difficulty = 'easy' | 'medium' | 'hard';

/** One section of the create wizard's AI mode (the question_configuration.question_types entries). */
export interface SectionConfig {
  question_type: QuestionType;
  question_count: number;
  difficulty_level: Difficulty;
  marks_per_section: number;
  section_label?: string;
  order?: number;
}

export interface GenerateConfig {
  title?: string;
  subject: string | { name: string };
  total_marks?: number;
  difficulty_level?: Difficulty;
  sections?: SectionConfig[];
  /** The create request's own shape: its question_types are the sections, use_file_upload the mode. */
  question_configuration?: { use_file_upload?: boolean; question_types?: SectionConfig[] };
  /** File mode: questions and marks are taken from the uploaded papers. */
  use_file_upload?: boolean;
  questionPaper?: DocumentInput;
  markScheme?: DocumentInput;
}

export interface GeneratedQuestion {
  number: string;
  question_type: QuestionType | 'from_paper';
  difficulty: Difficulty;
  topic: string;
  text: string;
  options?: string[];
  marks: number;
  answer: string;
  mark_points: string[];
}

export interface GeneratedSection {
  label: string;
  question_type: QuestionType | 'from_paper';
  difficulty: Difficulty;
  marks: number;
  questions: GeneratedQuestion[];
}

export interface GeneratedAssessment {
  title: string;
  subject: string;
  total_marks: number;
  source: 'ai' | 'question_bank' | 'file';
  sections: GeneratedSection[];
  /** The papers as text, in the layout the grader's parsers read back. */
  question_paper_text: string;
  mark_scheme_text: string;
  notes: string[];
}

export interface GenerateOptions {
  /** Settings for the AI provider; by default read from the environment. Pass null to use the question bank. */
  chat?: ChatConfig | null;
}

interface BankQuestion {
  subject: string;
  topic: string;
  type: string;
  difficulty: Difficulty;
  text: string;
  answer: string;
  points: string[];
  options?: string[];
}

let bank: { subjects: string[]; questions: BankQuestion[] } | undefined;

/** The question bank shipped with the package. */
export function questionBank(): { subjects: string[]; questions: BankQuestion[] } {
  bank ??= JSON.parse(readFileSync(new URL('../../data/question-bank.json', import.meta.url), 'utf8')) as { subjects: string[]; questions: BankQuestion[] };
  return bank;
}

/** Checks sections the way the create wizard does, with its messages. */
export function validateSections(sections: readonly SectionConfig[], totalMarks: number): void {
  if (sections.length === 0) throw new Error('At least one question type is required');
  sections.forEach((s, i) => {
    if (!QUESTION_TYPES.includes(s.question_type) || !(s.question_count > 0) || !s.difficulty_level || !(s.marks_per_section > 0))
      throw new Error(`Invalid question type configuration at position ${i + 1}`);
  });
  const sum = sections.reduce((t, s) => t + s.marks_per_section, 0);
  if (sum !== totalMarks) throw new Error(`Question marks (${sum}) must equal total marks (${totalMarks})`);
}

/** Splits a section's marks over its questions as evenly as whole marks allow; the first questions take the remainder. */
export function splitMarks(marks: number, count: number): number[] {
  const n = Math.max(1, Math.min(count, marks));
  return Array.from({ length: n }, (_, i) => Math.floor(marks / n) + (i < marks % n ? 1 : 0));
}

/** Which bank questions can stand in for a type: essays of any length share one pool. */
const POOL: Record<QuestionType, string[]> = {
  single_choice: ['single_choice'],
  multiple_select: ['multiple_select'],
  fill_in_the_blanks: ['fill_in_the_blanks'],
  true_false: ['true_false'],
  short_answer: ['short_answer', 'fill_in_the_blanks'],
  short_essay: ['short_essay', 'essay', 'long_essay', 'short_answer'],
  long_essay: ['long_essay', 'essay', 'short_essay'],
  essay: ['essay', 'long_essay', 'short_essay'],
};

const DIFFICULTY_ORDER: Record<Difficulty, Difficulty[]> = { easy: ['easy', 'medium', 'hard'], medium: ['medium', 'easy', 'hard'], hard: ['hard', 'medium', 'easy'] };

function templated(subject: string, topic: string, type: QuestionType, n: number): Omit<GeneratedQuestion, 'number' | 'marks' | 'difficulty'> {
  const prompts: Record<QuestionType, string> = {
    single_choice: `Which statement about ${topic} in ${subject} is correct? Choose one option.`,
    multiple_select: `Select all the statements about ${topic} that are correct.`,
    fill_in_the_blanks: `Complete the sentence: a key term in ${topic} is ____.`,
    true_false: `True or false: ${topic} is part of the ${subject} course.`,
    short_answer: `Define one key term from ${topic} and give an example (${n}).`,
    short_essay: `Explain one important idea in ${topic}, with an example.`,
    long_essay: `Discuss the most important ideas in ${topic}, using examples and reaching a conclusion.`,
    essay: `Evaluate the importance of ${topic} in ${subject}, using examples.`,
  };
  return {
    question_type: type,
    topic,
    text: prompts[type],
    ...(type === 'true_false' ? { options: ['True', 'False'] } : {}),
    answer: type === 'true_false' ? 'True' : `A clear, accurate answer about ${topic}.`,
    mark_points: type === 'true_false' ? ['True'] : ['states a relevant key idea accurately', 'supports it with a correct example', 'explains clearly using subject vocabulary'],
  };
}

function fromBank(sections: SectionConfig[], subject: string, notes: string[]): GeneratedSection[] {
  const { questions } = questionBank();
  const own = questions.filter((q) => q.subject.toLowerCase() === subject.toLowerCase());
  if (own.length === 0) notes.push(`The question bank has no ${subject} questions: general questions on the subject were written instead.`);
  const used = new Set<BankQuestion>();
  let number = 0;
  return [...sections]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((section, index) => {
      const split = splitMarks(section.marks_per_section, section.question_count);
      if (split.length < section.question_count) notes.push(`Section ${index + 1} has ${section.marks_per_section} marks for ${section.question_count} questions, so it has ${split.length} questions of at least 1 mark.`);
      const pool = POOL[section.question_type];
      const candidates = DIFFICULTY_ORDER[section.difficulty_level].flatMap((d) => pool.flatMap((t) => own.filter((q) => q.type === t && q.difficulty === d)));
      const topics = [...new Set(own.map((q) => q.topic))];
      const generated = split.map((marks, i): GeneratedQuestion => {
        number += 1;
        const pick = candidates.find((q) => !used.has(q));
        if (pick) {
          used.add(pick);
          const q: GeneratedQuestion = { number: String(number), question_type: section.question_type, difficulty: section.difficulty_level, topic: pick.topic, text: pick.text, marks, answer: pick.answer, mark_points: pick.points };
          if (pick.options) q.options = pick.options;
          return q;
        }
        const topic = topics[(number + i) % Math.max(1, topics.length)] ?? subject;
        return { number: String(number), difficulty: section.difficulty_level, marks, ...templated(subject, topic, section.question_type, number) };
      });
      return { label: section.section_label ?? `Section ${String.fromCharCode(65 + index)}`, question_type: section.question_type, difficulty: section.difficulty_level, marks: section.marks_per_section, questions: generated };
    });
}

const AiSchema = z.object({
  sections: z.array(
    z.object({
      questions: z.array(
        z.object({ text: z.string().min(1), topic: z.string(), options: z.array(z.string()), answer: z.string(), mark_points: z.array(z.string()) }),
      ),
    }),
  ),
});

async function fromAi(chat: ChatConfig, sections: SectionConfig[], subject: string, difficulty: Difficulty): Promise<GeneratedSection[]> {
  const plan = sections.map((s, i) => ({ section: i + 1, question_type: s.question_type, question_count: splitMarks(s.marks_per_section, s.question_count).length, difficulty: s.difficulty_level, marks_each: splitMarks(s.marks_per_section, s.question_count) }));
  const reply = await chatJson(
    chat,
    'You write school assessment questions with mark schemes. Give each question as many distinct mark points as it has marks; options only for single_choice, multiple_select and true_false questions (else an empty list).',
    JSON.stringify({ subject, overall_difficulty: difficulty, sections: plan }),
    AiSchema,
    'assessment',
  );
  let number = 0;
  return sections.map((s, i) => {
    const split = plan[i]!.marks_each;
    const got = reply.sections[i]?.questions ?? [];
    if (got.length < split.length) throw new Error(`The AI provider wrote ${got.length} questions for section ${i + 1}, not ${split.length}.`);
    return {
      label: s.section_label ?? `Section ${String.fromCharCode(65 + i)}`,
      question_type: s.question_type,
      difficulty: s.difficulty_level,
      marks: s.marks_per_section,
      questions: split.map((marks, j) => {
        const q = got[j]!;
        number += 1;
        const out: GeneratedQuestion = { number: String(number), question_type: s.question_type, difficulty: s.difficulty_level, topic: q.topic, text: q.text, marks, answer: q.answer, mark_points: q.mark_points.length ? q.mark_points : [q.answer] };
        if (q.options.length) out.options = q.options;
        return out;
      }),
    };
  });
}

async function fromFiles(config: GenerateConfig, notes: string[]): Promise<GeneratedSection[]> {
  if (!config.questionPaper) throw new Error('Question paper file is required');
  const paper = parseQuestionPaper(await readDocument(config.questionPaper));
  const scheme = config.markScheme ? parseMarkScheme(await readDocument(config.markScheme)) : undefined;
  if (!scheme) notes.push('No mark scheme was uploaded: the answers are left empty.');
  const difficulty = config.difficulty_level ?? 'medium';
  const questions = paper.items.map((item): GeneratedQuestion => {
    const s = scheme?.items.find((x) => x.label === item.label);
    return {
      number: item.label,
      question_type: 'from_paper',
      difficulty,
      topic: item.topic ?? questionTopic(item.question, [item.context, item.text].filter(Boolean).join('\n')),
      text: [item.context, item.text].filter(Boolean).join('\n'),
      marks: item.marks ?? s?.marks ?? 1,
      answer: s?.answer ?? '',
      mark_points: s?.points.map((p) => p.text) ?? [],
    };
  });
  return [{ label: 'Questions', question_type: 'from_paper', difficulty, marks: questions.reduce((t, q) => t + q.marks, 0), questions }];
}

function paperText(title: string, sections: GeneratedSection[]): { paper: string; scheme: string } {
  const paper = [title, ''];
  const scheme = [`${title}: mark scheme`, ''];
  for (const section of sections) {
    paper.push(section.label);
    scheme.push(section.label);
    let lastTopic = '';
    for (const q of section.questions) {
      if (q.topic !== lastTopic) {
        paper.push(`Topic: ${q.topic}`);
        lastTopic = q.topic;
      }
      const label = /^\d+$/.test(q.number) ? `${q.number}.` : q.number;
      paper.push(`${label} ${q.text.replace(/\n/g, ' ')} [${q.marks}]`);
      if (q.options) paper.push(`Options: ${q.options.map((o, i) => `${String.fromCharCode(65 + i)} ${o}`).join(' | ')}`);
      scheme.push(`${label} ${q.mark_points.join('; ')} [${q.marks}]`);
    }
    paper.push('');
    scheme.push('');
  }
  return { paper: paper.join('\n'), scheme: scheme.join('\n') };
}

/**
 * Writes an assessment for the create wizard: through the AI provider when one is configured (falling back to
 * the bank if it fails), from the shipped question bank otherwise, or, in file mode, from the uploaded papers.
 * Every section's marks are honoured exactly.
 */
export async function generateAssessment(request: GenerateConfig, options: GenerateOptions = {}): Promise<GeneratedAssessment> {
  const q = request.question_configuration;
  const config: GenerateConfig = {
    ...request,
    use_file_upload: request.use_file_upload ?? q?.use_file_upload,
    sections: request.sections ?? q?.question_types,
  };
  const subject = typeof config.subject === 'string' ? config.subject : config.subject.name;
  const title = config.title ?? `${subject} assessment`;
  const notes: string[] = [];
  let sections: GeneratedSection[];
  let source: GeneratedAssessment['source'];
  if (config.use_file_upload || (config.questionPaper && !config.sections?.length)) {
    sections = await fromFiles(config, notes);
    source = 'file';
  } else {
    const wanted = config.sections ?? [];
    const total = config.total_marks ?? wanted.reduce((t, s) => t + s.marks_per_section, 0);
    validateSections(wanted, total);
    const offline = (process.env.GRADER_PROVIDER ?? '').toLowerCase() === 'offline';
    const chat = options.chat === undefined ? (offline ? undefined : chatConfigFromEnv(process.env)) : options.chat;
    sections = [];
    source = 'question_bank';
    if (chat) {
      try {
        sections = await fromAi(chat, wanted, subject, config.difficulty_level ?? 'medium');
        source = 'ai';
      } catch (error) {
        notes.push(`The AI provider failed (${error instanceof Error ? error.message : String(error)}); questions were taken from the question bank.`);
      }
    }
    if (source !== 'ai') sections = fromBank(wanted, subject, notes);
  }
  const text = paperText(title, sections);
  return {
    title,
    subject,
    total_marks: sections.reduce((t, s) => t + s.questions.reduce((u, q) => u + q.marks, 0), 0),
    source,
    sections,
    question_paper_text: text.paper,
    mark_scheme_text: text.scheme,
    notes,
  };
}

/** Bank questions on a topic (any subject when none is given), for practice on a weak area. */
export function practiceQuestions(topic: string, subject?: string, limit = 2): { text: string; options?: string[] }[] {
  const t = topic.toLowerCase();
  return questionBank()
    .questions.filter((q) => q.topic.toLowerCase() === t && (!subject || q.subject.toLowerCase() === subject.toLowerCase()))
    .slice(0, limit)
    .map((q) => (q.options ? { text: q.text, options: q.options } : { text: q.text }));
}
