export { assessmentsPlugin } from './plugin.js';
