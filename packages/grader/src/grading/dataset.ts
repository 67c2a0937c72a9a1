import { z } from 'zod';

/** One line of an evaluation file: a question, its reference answer(s), a student answer and the human mark. */
export const EvalRecordSchema = z
  .object({
    question: z.string().default(''),
    references: z.array(z.string()).optional(),
    reference: z.string().optional(),
    answer: z.string(),
    max_score: z.number().positive(),
    score: z.number().min(0),
    label: z.string().optional(),
    question_id: z.union([z.string(), z.number()]).optional(),
    corpus: z.string().optional(),
  })
  .refine((r) => (r.references?.length ?? 0) > 0 || r.reference !== undefined, { message: 'references or reference is required' });

export interface EvalRecord {
  question: string;
  references: string[];
  answer: string;
  maxScore: number;
  score: number;
  label?: string;
  questionId: string;
  corpus?: string;
}

export function parseJsonl(text: string): EvalRecord[] {
  const records: EvalRecord[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const parsed = EvalRecordSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`Line ${index + 1}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    const r = parsed.data;
    const record: EvalRecord = {
      question: r.question,
      references: r.references?.length ? r.references : [r.reference ?? ''],
      answer: r.answer,
      maxScore: r.max_score,
      score: r.score,
      questionId: String(r.question_id ?? r.question),
    };
    if (r.label !== undefined) record.label = r.label;
    if (r.corpus !== undefined) record.corpus = r.corpus;
    records.push(record);
  });
  return records;
}
