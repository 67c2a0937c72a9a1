export * from './read-usage.js';
