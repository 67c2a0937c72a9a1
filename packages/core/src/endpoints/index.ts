// Every backend call of the screens, one file an area: its path, its schema (the answer is read through it),
// its cache lifetime and what a change makes stale. Screens call these through their loaders; no screen
// package declares a path of its own.
export {
  classAnalyticsPath,
  DASHBOARD_OVERVIEW_PATH,
  fetchAnalyticsRoster,
  fetchClassProgress,
  fetchDashboardHomeOverview,
  fetchStudentAnalytics,
  fetchSubjectProgress,
  subjectProgressPath,
} from './analytics.js';
export {
  createAssessmentWithAi,
  createAssessmentWithFiles,
  deleteAssessment,
  downloadFeedbackPdf,
  fetchArchivedAssessments,
  fetchAssessment,
  fetchAssessments,
  fetchClassSubmissions,
  restoreAssessment,
  submitAndGrade,
  updateAssessment,
} from './assessments.js';
export { updateAttempts } from './attempts.js';
export {
  deleteLibraryFile,
  fetchAnswerSheetUrl,
  fetchFilePage,
  fetchFileUrl,
  fetchFileVersions,
  FILE_RESUMABLE_UPLOAD_PATH,
  FILE_UPLOAD_PATH,
  type FileListRequest,
  GENERATED_FILES_PATH,
  MY_FILES_PATH,
} from './files.js';
export { fetchGradingJob, fetchPendingGradingJobs } from './jobs.js';
export {
  addStudentsToClass,
  assignClassAssessment,
  deleteManagedStudent,
  downloadClassList,
  fetchAssignableAssessments,
  fetchClassAssignments,
  fetchManagedClass,
  fetchManagedClasses,
  fetchManagedClassStudents,
  fetchManagedStudents,
  importManagedStudents,
  inviteManagedStudent,
  type ManagedStudent,
  type ManagedStudentBody,
  saveManagedClass,
  saveManagedStudent,
  unassignClassAssessment,
} from './management.js';
export { confirmMarkSchemeReading, getMarkSchemeReading, proposeMarkSchemeReading } from './mark-scheme.js';
export {
  acceptSuggestions,
  answerRegradeRequest,
  fetchAnswerGroups,
  fetchClassQuestions,
  fetchClassRegradeRequests,
  fetchMyRegradeRequests,
  fetchOpenRegradeRequests,
  markAnswers,
  overrideMarks,
  releaseClassMarks,
  releaseMarks,
  requestRegrade,
} from './marking.js';
export {
  downloadClassPdf,
  downloadReportPdf,
  downloadStudentPdf,
  fetchAssessmentClassReport,
  fetchClassReport,
  fetchMyReports,
  fetchReviewHistory,
  fetchStudentProgress,
  fetchStudentReports,
  fetchSubmissionReport,
  fetchSubmissionStudent,
  fetchTeacherClasses,
  fetchTeacherStudents,
  type SubmissionReport,
} from './reports.js';
export { changeStaffRole, fetchStaff, inviteStaff } from './staff.js';
export { createSubject, fetchSubjects } from './subjects.js';
export {
  createUsageReader,
  USAGE_LIMITS_PATH,
  USAGE_SUMMARY_AND_LIMITS_PATH,
  USAGE_SUMMARY_PATH,
  type UsageCounts,
  type UsageLimitsRead,
  UsageSignedOutError,
  VALIDATION_USAGE_PATH,
  type ValidationCounter,
} from './usage.js';
export {
  fetchPendingValidationJobs,
  fetchValidationJob,
  fetchValidationUsage,
  PENDING_VALIDATION_JOBS_PATH,
  submitValidation,
  validationFormData,
} from './validation.js';
