import { db } from '../../db/index.js';

export interface FileRow {
  id: string;
}
export const findFile = db;
