import { authContext } from '../auth/context.js';

export const app = authContext;
