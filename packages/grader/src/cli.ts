import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { evaluateJsonl } from './grading/evaluate.js';
import { gradeSubmission } from './grade.js';
import { stopOcr } from './pdf/ocr.js';
import { createProvider } from './provider/index.js';

const USAGE = `usage:
  assess-grader grade --answers a.pdf [--question-paper q.pdf] [--mark-scheme m.pdf] [--subject NAME]
  assess-grader eval FILE.jsonl [--teacher-marks K] [--seed S] [--curve]

grade prints the result as JSON. eval prints, as its last line, a JSON object with n, pearson, spearman,
rmse, qwk and bias (the mean signed error) on the marks the grader gives on each question's scale, the same
before rounding (expected) and, when the items carry labels, accuracy and macro_f1. With --teacher-marks K,
K answers a question (chosen with the seed, default 1) count as marked by a teacher, the grader re-marks the
others from them, and the figures are on the others only. With --curve, review_curve gives the RMSE of
the marks not yet marked as a teacher marks each question's answers, least certain first or in random order.
The marker is the built-in offline grader unless GRADER_PROVIDER=openai (with OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_API_KEY).`;

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'grade') {
    const { values } = parseArgs({
      args: rest,
      options: { 'question-paper': { type: 'string' }, 'mark-scheme': { type: 'string' }, answers: { type: 'string' }, subject: { type: 'string' } },
    });
    if (!values.answers) {
      console.error(USAGE);
      return 2;
    }
    const input: Parameters<typeof gradeSubmission>[0] = { answers: await readFile(values.answers), provider: createProvider(process.env) };
    if (values['question-paper']) input.questionPaper = await readFile(values['question-paper']);
    if (values['mark-scheme']) input.markScheme = await readFile(values['mark-scheme']);
    if (values.subject) input.subject = values.subject;
    const result = await gradeSubmission(input);
    await stopOcr();
    console.log(JSON.stringify(result, null, 2));
    return 0;
  }
  if (command === 'eval') {
    const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { 'teacher-marks': { type: 'string' }, seed: { type: 'string' }, curve: { type: 'boolean' } } });
    const teacherMarks = values['teacher-marks'] === undefined ? 0 : Number(values['teacher-marks']);
    const seed = values.seed === undefined ? 1 : Number(values.seed);
    if (!positionals[0] || !Number.isInteger(teacherMarks) || teacherMarks < 0 || !Number.isInteger(seed)) {
      console.error(USAGE);
      return 2;
    }
    console.log(JSON.stringify(evaluateJsonl(await readFile(positionals[0], 'utf8'), { teacherMarks, seed, curve: values.curve ?? false })));
    return 0;
  }
  console.error(USAGE);
  return command === undefined || command === '--help' || command === 'help' ? 0 : 2;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
