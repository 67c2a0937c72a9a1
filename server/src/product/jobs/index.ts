// What other parts of the product use of this area; everything else in the folder is its own.
export { createJob, jobById } from './repository.js';
export { runJob, type CreationPayload, type GradingPayload } from './worker.js';
