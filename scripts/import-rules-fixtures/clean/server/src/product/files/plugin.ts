import { routes } from './routes.js';

export const filesPlugin = routes;
