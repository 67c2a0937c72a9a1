// What other parts of the product use of this area; everything else in the folder is its own.
export { queueGradePassbacks, recordGradePassbacks, sendGradePassback } from './passback.js';
