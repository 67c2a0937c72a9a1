// Breaks sql-in-repositories: an area's file other than its repository.ts reaches the database module.
import type { Queryable } from '../../db/index.js';
import { usageOf } from './repository.js';

export const counts = usageOf;
export type Counts = Queryable;
