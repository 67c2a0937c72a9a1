import { db } from '../db/index.js';

export const context = db;
