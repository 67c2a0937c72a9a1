import { db } from '../../db/index.js';

export const usageOf = db;
