import { context } from '../context.js';

export const access = context;
