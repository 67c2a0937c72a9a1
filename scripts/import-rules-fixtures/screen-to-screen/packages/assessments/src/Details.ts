// Breaks no-screen-to-screen by relative path.
import type { Reports } from '../../reports/src/index.ts';

export type Details = typeof Reports;
