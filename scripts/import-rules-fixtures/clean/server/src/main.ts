// The entry point sits above every layer of server/src.
import { app } from './http/app.js';
import { product } from './product/index.js';

export const main = [app, product];
