import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerStorageRoutes } from './downloads.js';
import { registerResumableUploads } from './resumable.js';
import { registerFileRoutes } from './routes.js';

/** Files: their records and uploads, Supabase Storage's signed and public links, and resumable uploads. */
export function filesPlugin(app: FastifyInstance, product: ProductContext): void {
  registerFileRoutes(app, product);
  registerStorageRoutes(app, product);
  registerResumableUploads(app, product);
}
