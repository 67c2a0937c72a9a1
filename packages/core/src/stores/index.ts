export * from './session.js';
export * from './theme.js';
export * from './usage.js';
