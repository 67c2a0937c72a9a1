// A screen's test may use another screen's test helpers.
import { fakeBackend } from '@assess/assessments/testing';
import { Reports } from './index.ts';

export const checked = [fakeBackend, Reports];
