// @assess/core/rules: the pure rules other code uses (validation, meters, limits display, colour bands and
// formatting, with the specification's texts).
export { validateForgotPasswordEmail } from './accounts/forgot-password.js';
export {
  INVITATION_CODE_INVALID,
  type InvitationRegistrationForm,
  validateInvitationRegistration,
} from './accounts/invitation-registration.js';
export { validateLogin } from './accounts/login.js';
export { confirmPasswordMismatch } from './accounts/texts.js';
export { createPasswordResetLimiter } from './accounts/password-reset-limiter.js';
export { registrationPasswordStrength } from './accounts/registration-strength.js';
export {
  type RegistrationForm,
  type RegistrationStep,
  validateRegistrationStep,
  validateRegistrationSubmit,
} from './accounts/registration.js';
export { resetPasswordStrength } from './accounts/reset-password-strength.js';
export {
  RESET_PASSWORD_REQUIREMENTS,
  unmetResetPasswordRequirements,
  validateResetPasswordForm,
} from './accounts/reset-password.js';
export {
  type AssessmentAction,
  assessmentActionRefusal,
  mayActOnAssessment,
} from './assessments/assessment-actions.js';
export {
  attemptLabel,
  ATTEMPTS_TEXTS,
  attemptsLeft,
  attemptsText,
  attemptsUsedText,
  MAX_ATTEMPTS,
} from './assessments/attempts.js';
export { classProgressText, classSubmissionCounts, isSetAssessment } from './assessments/class-progress.js';
export {
  ARCHIVE_CONFIRMATION,
  ARCHIVED_TAKES_NO_SUBMISSIONS,
  STALE_ASSESSMENT_DETAILS,
  STALE_CLASS,
  STALE_MARKS,
  STALE_STUDENT_RECORD,
  totalMarksFixedText,
} from './assessments/records.js';
export {
  analyticsScoreBand,
  dashboardScoreChipColour,
  progressScoreColour,
  reportOverallScoreColour,
  type SeverityColour,
} from './colours/score-bands.js';
export { assessmentReviewStatusColour, reportCardStatusText, reportStatusColour } from './colours/status-colours.js';
export { formatFileDate, formatShortDate, readDisplayDate } from './format/dates.js';
export { formatFileSize } from './format/file-size.js';
export { countOf, pluralWord } from './format/plural.js';
export { formatRelativeTime } from './format/relative-time.js';
export { assessmentActionLabel, reportMatchesSearch } from './format/texts.js';
export { descriptionPreview, fileNameSlug, formatStatusLabel, titleCaseSubject } from './format/text.js';
export { avatarInitials, greetingName } from './format/user-names.js';
export { classCreatePayload, type ClassForm, validateClassForm } from './forms/class-form.js';
export {
  addQuestionSection,
  createAssessmentDefaults,
  removeQuestionSection,
} from './forms/create-assessment-defaults.js';
export {
  CREATE_ASSESSMENT_MESSAGES,
  CREATE_CUSTOM_OPTION,
  type CreateAssessmentDraft,
  type CreateDetailsErrors,
  type CreateQuestionsErrors,
  parseSectionCount,
  parseSectionMarks,
  type QuestionSectionDraft,
  validateCreateAssessmentSubmit,
  validateCreateDetailsStep,
  validateCreateQuestionsStep,
} from './forms/create-assessment.js';
export {
  dropRejections,
  FILE_UPLOAD_MESSAGES,
  LIBRARY_UPLOAD_ACCEPT,
  LIBRARY_UPLOAD_MAX_BYTES,
  tooManyFilesRejection,
  validateFileUploadForm,
} from './forms/file-upload.js';
export { canAccessManagement, MANAGEMENT_ACCESS_DENIED } from './forms/management-access.js';
export { isPdfFile, MEGABYTE, PDF_ONLY_MESSAGE, pdfContentProblem } from './forms/pdf-file.js';
export { canInviteStudent, STUDENT_EMAIL_HELPER, studentAccountChip } from './forms/student-form.js';
export {
  checkStudentImportRows,
  parseStudentCsv,
  STUDENT_IMPORT_MESSAGES,
  type StudentImportRow,
  toCsv,
} from './forms/student-import.js';
export { canCreateSubject } from './forms/subject-picker.js';
export {
  checkSubmissionFile,
  SUBMISSION_MAX_FILE_BYTES,
  SUBMISSION_SLOT_LABELS,
  type SubmissionSlot,
  SUBMIT_ASSESSMENT_MESSAGES,
  type SubmitAssessmentErrors,
  validateSubmitAssessment,
} from './forms/submit-assessment.js';
export {
  CUSTOM_SUBJECT,
  UPLOAD_VALIDATE_MESSAGES,
  type UploadValidateErrors,
  type UploadValidateForm,
  uploadValidateSubmitBlock,
  validateUploadValidateForm,
  VALIDATION_MAX_FILE_BYTES,
} from './forms/upload-validate.js';
export { jobResultPath, STUDENT_PARAM, SUBMISSION_PARAM, submissionDetailsPath } from './jobs/job-result.js';
export { isSimulatedJob, SIMULATED_JOB_TEXTS, simulatedJob, simulatedPendingJobs } from './jobs/simulated-jobs.js';
export {
  defaultNextResetDate,
  remainingValidations,
  USAGE_DEFAULT_DAILY_LIMIT,
  USAGE_DEFAULT_PLAN_NAME,
} from './usage/usage-defaults.js';
export {
  isUnlimitedLimit,
  isUsageLimitReached,
  usageBarColour,
  usageCountText,
  usagePercent,
} from './usage/usage-display.js';
export {
  classifyUsageError,
  USAGE_ERROR_MESSAGES,
  USAGE_LIMIT_REACHED_TITLE,
  type UsageErrorClass,
} from './usage/usage-errors.js';
export { defaultUsageSummaryView, type UsageFeatureState, type UsageSummaryView } from './usage/usage-summary-view.js';
