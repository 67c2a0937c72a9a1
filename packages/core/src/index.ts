// @assess/core: everything the screens share that is not React. Each folder has one job and a barrel.
export * from './api/index.js';
export * from './auth/index.js';
export * from './schemas/index.js';
export * from './rules/index.js';
export * from './analytics/index.js';
export * from './stores/index.js';
export * from './resource/index.js';
export * from './endpoints/index.js';
export * from './routes/index.js';
