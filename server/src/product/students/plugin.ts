import type { FastifyInstance } from 'fastify';
import type { ProductContext } from '../context.js';
import { registerStudentRoutes } from './routes.js';

/** Student records, invitations and their verification (spec 02 §7, spec 01 §7, decision 10). */
export async function studentsPlugin(app: FastifyInstance, product: ProductContext): Promise<void> {
  await registerStudentRoutes(app, product.auth);
}
