import { seedAssessment } from '../assessments/testing.js';
// A test breaks no-area-internals when it reaches beyond another area's index.ts and test helpers.
import { assessmentsPlugin } from '../assessments/plugin.js';

export const checked = [seedAssessment, assessmentsPlugin];
