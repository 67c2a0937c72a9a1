// Public API of @assess/grader: reading papers, parsing them, marking, results, reports and generation.
export { extractPdfText, type ExtractedPage, type ExtractedPdf, type ExtractOptions, type PdfInput } from './pdf/extract.js';
export { PdfReadError, type PdfErrorCode } from './pdf/errors.js';
export { recogniseText, stopOcr } from './pdf/ocr.js';
export { DEFAULT_OCR_LIMITS, unreadNotes, type OcrLimits, type UnreadPage } from './pdf/scan-limits.js';
export {
  markPoints,
  pointsTotal,
  matchAnswers,
  parseAnswers,
  parseMarkScheme,
  parseQuestionPaper,
  type MarkPoint,
  type ParsedMarkScheme,
  type ParsedPaper,
  type QuestionItem,
  type SchemeItem,
  type StudentAnswer,
} from './structure/parse.js';
export {
  buildReading,
  questionMarks,
  readingFromQuestions,
  readingWarnings,
  readMarkScheme,
  schemeReadOf,
  splitLabel,
  type ConfirmedPoint,
  type ConfirmedQuestion,
  type MarkSchemeReading,
  type ReadingInput,
  type ReadingPage,
  type ReadingSource,
  type ReadingWarning,
  type ReadingWarningCode,
  type ReadQuestion,
  type SchemeRead,
} from './structure/reading.js';
export { proposeMarkSchemeReading } from './provider/reading.js';
export { buildTasks, gradeSubmission, readDocument, readPaper, type DocumentInput, type ReadPaper, type SubmissionInput } from './grade.js';
export { buildResult, statusOf, withMarks, type AnswerResponse, type GradingResult, type ReplacedMark, type TopicArea } from './result.js';
export type { GradingProvider, MarkingTask, PointEvidence, TaskGrade } from './grading/types.js';
export { createOfflineProvider, gradeTask } from './grading/offline.js';
export { marksOnScale, suggestedMarks } from './grading/whole-marks.js';
export { answerSpace, type AnswerSpace } from './grading/answer-space.js';
export { groupAnswers, type AnswerGroup } from './grading/groups.js';
export { calibrate, learnFromTeacher, type Calibration, type LearnedShare } from './grading/teacher-marks.js';
export { warmUp } from './grading/model.js';
export { createProvider } from './provider/index.js';
export { createOpenAiProvider } from './provider/openai.js';
export { chatConfigFromEnv, type ChatConfig } from './provider/chat.js';
export { evaluateJsonl, evaluateRecords, reviewCurve, type CurvePoint, type EvalOptions } from './grading/evaluate.js';
export { parseJsonl, type EvalRecord } from './grading/dataset.js';
export type { EvalSummary } from './grading/metrics.js';
export { createWeakAreasPdf, type StudentInfo, type WeakAreasOptions } from './report/weak-areas.js';
export { embedDocumentFonts, printable, type DocumentFonts } from './report/fonts.js';
export {
  generateAssessment,
  practiceQuestions,
  questionBank,
  splitMarks,
  validateSections,
  QUESTION_TYPES,
  type Difficulty,
  type GenerateConfig,
  type GenerateOptions,
  type GeneratedAssessment,
  type GeneratedQuestion,
  type GeneratedSection,
  type QuestionType,
  type SectionConfig,
} from './generate/index.js';
