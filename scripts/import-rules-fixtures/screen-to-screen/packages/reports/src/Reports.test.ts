import { fakeBackend } from '@assess/assessments/testing';
// A test breaks no-screen-to-screen when it reaches beyond another screen's test helpers.
import { Assessments } from '@assess/assessments';

export const checked = [fakeBackend, Assessments];
