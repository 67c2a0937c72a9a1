export { WEAK_AREAS_KIND, deriveFromReleasedMarks, refreshWeakAreasPdfs, releaseSubmission } from './release.js';
export { remarkClassQuestions } from './remark.js';
export { setTeacherMark } from './teacher-mark.js';
