export { createJob } from './repository.js';
export { runJob, type CreationPayload, type GradingPayload } from './worker.js';
