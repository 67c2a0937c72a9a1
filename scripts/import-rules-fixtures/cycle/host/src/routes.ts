// Breaks no-circular: main.ts → routes.ts → main.ts.
import { app } from './main.ts';

export const routes = () => app;
