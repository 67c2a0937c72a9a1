// A test may reach the database itself.
import { db } from '../../db/index.js';
import { counts } from './counts.js';

export const checked = [db, counts];
