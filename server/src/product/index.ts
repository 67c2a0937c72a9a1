import type { ServerOptions } from '../http/app.js';

/**
 * The product API under /api: one Fastify plugin an area, registered after the auth routes.
 * Each area adds one import and one entry here.
 */
export const productPlugins: NonNullable<ServerOptions['plugins']> = [];
