// @assess/assessments: the assessment screens as React components. Importing them defines no element;
// `@assess/assessments/define` does.
export { AssessmentList, DEFAULT_PAGE_SIZE, LIST_TEXTS, PAGE_SIZE_OPTIONS, type AssessmentListProps, type AssessmentView, type StatusFilter } from './list/AssessmentList.tsx';
export { SubmitAssessment, SUBMIT_REDIRECT_MS, SUBMIT_TEXTS, type SubmitAssessmentProps } from './submit/SubmitAssessment.tsx';
export { AssessmentDetails, DETAILS_AUTO_REFRESH_MS, DETAILS_TEXTS, type AssessmentDetailsProps, type DetailsRole } from './details/AssessmentDetails.tsx';
export { JOB_POLL_MS, JOB_TEXTS } from './details/useGradingJob.ts';
export { CreateAssessment, CREATE_REDIRECT_MS, CREATE_SNACKBAR_MS, CREATE_STEPS, CREATE_TEXTS, type CreateAssessmentProps } from './create/CreateAssessment.tsx';
export { CREATION_FIRST_CHECK_MS, CREATION_MAX_ATTEMPTS, CREATION_POLL_MS, CREATION_TEXTS } from './create/useCreationJob.ts';
export { AssessmentsScreen, type AssessmentsScreenProps } from './AssessmentsScreen.tsx';
export type { NavigateDetail, NavigateHandler } from '@assess/ui';
export { rememberGradingJob } from './shared/job-storage.ts';
