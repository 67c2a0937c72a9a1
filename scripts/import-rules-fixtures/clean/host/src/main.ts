import { elements } from '@assess/elements';
import { Reports } from '@assess/reports';

export const app = [elements, Reports];
