// What other parts of the product use of this area; everything else in the folder is its own.
export { findSubjectOfProgress, findVisibleSubject, subjectNamed, type SubjectRow } from './repository.js';
