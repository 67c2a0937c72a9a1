// An area's test may use another area's test helpers and public index.
import { seedAssessment } from '../assessments/testing.js';
import { assessmentsPlugin } from '../assessments/index.js';
import type { ProductContext } from '../context.js';
import { filesPlugin } from './index.js';

export const checked = [seedAssessment, assessmentsPlugin, filesPlugin];

// A test may run SQL of its own.
export const seedFile = (product: ProductContext) => product.db.query("INSERT INTO files (id) VALUES ('f')");
