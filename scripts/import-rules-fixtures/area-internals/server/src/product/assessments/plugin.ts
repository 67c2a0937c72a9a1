import { filesPlugin } from '../files/index.js';
// Breaks no-area-internals: another area's repository.
import { findFile } from '../files/repository.js';

export const assessmentsPlugin = [filesPlugin, findFile];
