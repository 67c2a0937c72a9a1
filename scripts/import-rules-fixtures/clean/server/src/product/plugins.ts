// The root composes the areas: it may import an area's plugin.ts.
import { assessmentsPlugin } from './assessments/plugin.js';
import { grading } from './grading/index.js';
import { storage } from './storage/index.js';

export const plugins = [assessmentsPlugin, grading, storage];
