// @assess/assessments: the assessment screens as React components. Importing them defines no element;
// `@assess/assessments/define` does.
export { AssessmentList, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type AssessmentListProps, type AssessmentView, type StatusFilter } from './list/AssessmentList.tsx';
export { LIST_TEXTS } from './list/texts.ts';
export { SubmitAssessment, SUBMIT_REDIRECT_MS, type SubmitAssessmentProps } from './submit/SubmitAssessment.tsx';
export { SUBMIT_TEXTS } from './submit/texts.ts';
export { AssessmentDetails, DETAILS_AUTO_REFRESH_MS, type AssessmentDetailsProps, type DetailsRole } from './details/AssessmentDetails.tsx';
export { JOB_POLL_MS } from './details/useGradingJob.ts';
export { DETAILS_TEXTS, JOB_TEXTS } from './details/texts.ts';
export { CreateAssessment, CREATE_REDIRECT_MS, CREATE_SNACKBAR_MS, type CreateAssessmentProps } from './create/CreateAssessment.tsx';
export { CREATION_FIRST_CHECK_MS, CREATION_MAX_ATTEMPTS, CREATION_POLL_MS } from './create/useCreationJob.ts';
export { CREATE_STEPS, CREATE_TEXTS, CREATION_TEXTS } from './create/texts.ts';
export { AssessmentsScreen, type AssessmentsScreenProps } from './AssessmentsScreen.tsx';
export type { NavigateDetail, NavigateHandler } from '@assess/ui';
export { rememberGradingJob } from './shared/job-storage.ts';
