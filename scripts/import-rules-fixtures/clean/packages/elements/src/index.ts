import { Assessments } from '@assess/assessments';
import { Reports } from '@assess/reports';

export const elements = [Assessments, Reports];
