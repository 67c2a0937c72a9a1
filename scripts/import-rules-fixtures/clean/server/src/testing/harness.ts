import { app } from '../http/app.js';

export const harness = app;
