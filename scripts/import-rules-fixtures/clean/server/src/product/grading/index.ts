import { access } from '../shared/access.js';

export const grading = access;
