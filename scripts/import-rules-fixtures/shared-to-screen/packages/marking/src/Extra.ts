// Breaks no-shared-to-screen.
import { Assessments } from '../../assessments/src/index.ts';

export const Extra = Assessments;
