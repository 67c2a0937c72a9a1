import { MarkingView } from '@assess/marking';
// Breaks no-screen-to-screen by package name.
import { Assessments } from '@assess/assessments';

export const Reports = [MarkingView, Assessments];
