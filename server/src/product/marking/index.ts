// What other parts of the product use of this area; everything else in the folder is its own.
export { deriveFromReleasedMarks, refreshWeakAreasPdfs, releaseSubmission, WEAK_AREAS_KIND } from './release.js';
export { remarkClassQuestions } from './remark.js';
export { setTeacherMark } from './teacher-mark.js';
