// A test inside a layer may import the test helpers above every layer.
import { harness } from '../testing/harness.js';
import { db } from './index.js';

export const checked = [harness, db];
