// Every backend call of the screens, one file an area: its path, its schema (the answer is read through it),
// its cache lifetime and what a change makes stale. Screens call these through their loaders; no screen
// package declares a path of its own.
export * from './subjects.js';
export * from './jobs.js';
export * from './reports.js';
export * from './marking.js';
export * from './usage.js';
export * from './analytics.js';
export * from './validation.js';
export * from './files.js';
export * from './management.js';
export * from './assessments.js';
export * from './mark-scheme.js';
export * from './attempts.js';
export * from './staff.js';
