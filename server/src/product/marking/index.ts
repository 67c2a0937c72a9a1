export { deriveFromReleasedMarks, refreshWeakAreasPdfs, releaseSubmission, WEAK_AREAS_KIND } from './release.js';
export { remarkClassQuestions } from './remark.js';
export { setTeacherMark } from './teacher-mark.js';
