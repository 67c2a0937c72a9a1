export { consumeUsage, ensureUsageLeft, LimitError } from './limits.js';
