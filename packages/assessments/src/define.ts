// Registers every element of this package: <assess-assessments>, <assess-submit>, <assess-create-assessment>.
// Each also has its own entry (./define/assessments, ./define/submit, ./define/create-assessment).
export { AssessmentsElement } from './elements/define-assessments.ts';
export { SubmitElement } from './elements/define-submit.ts';
export { CreateAssessmentElement } from './elements/define-create-assessment.ts';
