// Breaks no-server-layer-upward: guards import http, a layer above them.
import { app } from '../http/app.js';

export const localOnly = app;
