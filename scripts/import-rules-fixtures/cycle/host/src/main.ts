import { elements } from '@assess/elements';
import { routes } from './routes.ts';

export const app = [elements, routes];
