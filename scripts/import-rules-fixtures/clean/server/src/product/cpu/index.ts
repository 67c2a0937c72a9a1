import { pdf } from '../pdf/index.js';
import { access } from '../shared/access.js';

export const cpu = [pdf, access];
