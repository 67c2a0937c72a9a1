import type { ServerOptions } from '../http/app.js';
import { assessmentsPlugin } from './assessments/plugin.js';
import { managementReportsPlugin } from './reports/area.js';
import { seedDemoHistory } from './demo/history.js';
import { linkInvitationOnConfirm } from './students/invitations.js';

/**
 * The product API under /api: one Fastify plugin an area, registered after the auth routes.
 * Each area adds one import and one entry here.
 */
export const productPlugins: NonNullable<ServerOptions['plugins']> = [
  assessmentsPlugin,
  managementReportsPlugin,
];

/**
 * What the product does when auth events happen: an invited student's record is linked at confirmation
 * (decision 10); the demo accounts get a graded history when they are first created.
 */
export const productHooks: NonNullable<ServerOptions['hooks']> = {
  onEmailConfirmed: linkInvitationOnConfirm,
  onDemoSeeded: seedDemoHistory,
};
