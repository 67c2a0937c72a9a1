import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/context.js';
import { analyticsPlugin } from '../analytics/plugin.js';
import { classesPlugin } from '../classes/plugin.js';
import { docsPlugin } from '../docs/plugin.js';
import { studentsPlugin } from '../students/plugin.js';
import { reportsPlugin } from './plugin.js';

/** Classes, student records and invitations, reports, analytics, and the API document at /api/docs. */
export async function managementReportsPlugin(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await classesPlugin(app, ctx);
  await studentsPlugin(app, ctx);
  await reportsPlugin(app, ctx);
  await analyticsPlugin(app, ctx);
  await docsPlugin(app, ctx);
}
