// What other parts of the product use of this area; everything else in the folder is its own.
export { listClassStudents, moveStudentsToClass } from './repository.js';
export { studentRecordListSchema } from './schemas.js';
