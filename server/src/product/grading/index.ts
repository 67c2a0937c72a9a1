// What the rest of the product uses of grading/: other folders import from here, never its files.
// The CPU worker (cpu/tasks.ts) loads this folder lazily, on the first task that needs it.
export {
  correctedReading,
  createGrader,
  currentReaderReading,
  type GenerateConfig,
  generateQuestions,
  gradePdfs,
  type Grader,
  type GradingResult,
  type MarkingTask,
  type MarkSchemeReading,
  proposeReading,
  readMarkSchemePdf,
  resultFromMarks,
  type SubmissionPdfs,
  type TaskGrade,
  warmUpGrader,
  weakAreasPdf,
  withMarks,
} from './adapter.js';
export { textPdf } from './text-pdf.js';
