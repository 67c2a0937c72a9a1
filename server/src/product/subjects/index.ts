export { findVisibleSubject, subjectNamed, type SubjectRow } from './repository.js';
