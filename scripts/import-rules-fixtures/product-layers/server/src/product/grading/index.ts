import { access } from '../shared/access.js';
// Breaks no-infrastructure-upward: grading imports pdf, beside it.
import { pdf } from '../pdf/index.js';

export const grading = [access, pdf];
