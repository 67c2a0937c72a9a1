// Breaks no-infrastructure-to-area: shared/ imports an area, even through its index.ts.
import { filesPlugin } from '../files/index.js';

export const queue = filesPlugin;
