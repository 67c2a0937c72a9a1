import { db } from '../db/index.js';

export const limiter = db;
