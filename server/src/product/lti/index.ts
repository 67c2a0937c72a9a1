// What other parts of the product use of this area; everything else in the folder is its own.
export { queueGradePassbacks, sendGradePassback } from './passback.js';
export { recordGradePassbacks } from './repository.js';
