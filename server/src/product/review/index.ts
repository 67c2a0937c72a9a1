export { storeGradingResult } from './results.js';
