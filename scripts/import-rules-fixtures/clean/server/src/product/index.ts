import { assessmentsPlugin } from './assessments/index.js';
import { filesPlugin } from './files/index.js';

export const product = [assessmentsPlugin, filesPlugin];
