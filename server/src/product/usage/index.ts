export { LimitError, consumeUsage, ensureUsageLeft } from './limits.js';
