// An area's test may use another area's test helpers and public index.
import { seedAssessment } from '../assessments/testing.js';
import { assessmentsPlugin } from '../assessments/index.js';
import { filesPlugin } from './index.js';

export const checked = [seedAssessment, assessmentsPlugin, filesPlugin];
