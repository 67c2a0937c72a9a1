// Registers every element of this package: <assess-assessments>, <assess-submit>, <assess-create-assessment>.
// Each also has its own entry (./define/assessments, ./define/submit, ./define/create-assessment).
export { AssessmentsElement } from './define-assessments.ts';
export { SubmitElement } from './define-submit.ts';
export { CreateAssessmentElement } from './define-create-assessment.ts';
