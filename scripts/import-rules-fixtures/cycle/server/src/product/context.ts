// Breaks no-circular through a type-only import: product/context.ts → shared/access.ts → product/context.ts.
import type { access } from './shared/access.js';
import { db } from '../db/index.js';

export const context = db;
export type Access = typeof access;
