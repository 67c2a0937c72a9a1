// What other parts of the product use of this area; everything else in the folder is its own.
export { completionPercent } from './assignments.js';
export { DEMO_CLASS, seedDemoClass } from './demo.js';
export { assignAssessment, CLASS_NOT_FOUND, classCompletionSql, findVisibleClass, maySetWorkFor, teacherClassNamed, visibleClassFrom, visibleClassSql } from './repository.js';
