import type { AuthHooks } from '../auth/context.js';
import { seedDemoHistory } from './demo/history.js';
import { linkInvitationOnConfirm } from './students/invitations.js';

export { productPlugins } from './plugins.js';

/**
 * What the product does when auth events happen: an invited student's record is linked at confirmation
 * (decision 10); the demo accounts get a graded history when they are first created.
 */
export const productHooks: AuthHooks = {
  onEmailConfirmed: linkInvitationOnConfirm,
  onDemoSeeded: seedDemoHistory,
};
