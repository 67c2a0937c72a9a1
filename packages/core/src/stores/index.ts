export * from './session.js';
export * from './theme.js';
