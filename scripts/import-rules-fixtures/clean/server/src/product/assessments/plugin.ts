import { filesPlugin, type FileRow } from '../files/index.js';
import { access } from '../shared/access.js';
import { context } from '../context.js';

export const assessmentsPlugin = [filesPlugin, access, context];
export type Row = FileRow;
