// Breaks no-circular through a type-only import: db/index.ts → product/context.ts → db/index.ts.
import type { context } from '../product/context.js';

export const db = 'db';
export type Context = typeof context;
