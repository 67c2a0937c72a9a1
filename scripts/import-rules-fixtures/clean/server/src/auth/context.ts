import { config } from '../config/index.js';
import { limiter } from '../guards/rate-limit.js';

export const authContext = [config, limiter];
