import { randomBytes } from 'node:crypto';
import { invitationLink } from '@assess/core/schemas';
import type { AuthUserRow } from '../../auth/users.js';
import type { MailMessage } from '../../mail/message.js';
import { ApiError, notFound } from '../shared/errors.js';
import { invitationByCode, linkRecord, linkRecordByCode, saveInvitation, type InvitationRow, type Queryable } from './repository.js';

/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7;

export const INVITATION_MESSAGES = {
  notFound: 'Invitation not found',
  expired: 'This invitation has expired. Ask your teacher for a new one.',
  used: 'This invitation has already been accepted',
  needsEmail: 'Email is required to send invitations',
  alreadyLinked: 'This student already has a linked account',
} as const;

function newInvitationCode(): string {
  return randomBytes(18).toString('base64url');
}

/** The open invitation named by a code, or the reason it cannot be used (404 for unknown or expired). */
export async function openInvitation(db: Queryable, code: string): Promise<InvitationRow> {
  const row = code.trim() ? await invitationByCode(db, code.trim()) : undefined;
  if (!row) throw notFound(INVITATION_MESSAGES.notFound);
  if (row.invitation_status === 'expired') throw notFound(INVITATION_MESSAGES.expired);
  // 410, like an unknown code for the browser (its verify call reads 400, 404 and 410 as an invalid code).
  if (row.invitation_status === 'accepted' || row.user_id) throw new ApiError(410, INVITATION_MESSAGES.used);
  return row;
}

/** Issues a fresh code valid for INVITATION_DAYS; any earlier link for the record stops working. */
export async function issueInvitation(db: Queryable, studentId: string): Promise<{ code: string; expiresAt: Date }> {
  const code = newInvitationCode();
  return { code, expiresAt: await saveInvitation(db, studentId, code, INVITATION_DAYS) };
}

/** Links an account to the invitation's record; the code is then used up. */
export async function acceptInvitation(db: Queryable, code: string, userId: string): Promise<InvitationRow> {
  const row = await openInvitation(db, code);
  await linkRecord(db, row.id, userId);
  return { ...row, user_id: userId, invitation_status: 'accepted' };
}

/**
 * Decision 10: when an address is confirmed whose sign-up metadata carries an invitation code, the
 * invitation's record is linked to the new account. An unknown, used or expired code links nothing.
 * Matches AuthHooks.onEmailConfirmed.
 */
export async function linkInvitationOnConfirm(tx: Queryable, user: AuthUserRow): Promise<void> {
  const code = user.raw_user_meta_data?.invitation_code;
  if (typeof code !== 'string' || !code.trim()) return;
  await linkRecordByCode(tx, code.trim(), user.id);
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The invitation e-mail: who invites, the registration link and how long it works. */
export function invitationMail(to: string, studentName: string, teacherName: string, siteUrl: string, code: string): MailMessage {
  const link = invitationLink(siteUrl, code);
  const lines = [
    `Hello ${studentName},`,
    `${teacherName} has invited you to Assess.`,
    'Register an account through this link and it links automatically to your student record.',
  ];
  const validity = `This link is valid for ${INVITATION_DAYS} days.`;
  return {
    to,
    subject: 'Your invitation to Assess',
    text: `${lines.join('\n\n')}\n\nRegister: ${link}\n\n${validity}\n`,
    html: `<!doctype html><html><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">Register</a></p><p>${validity}</p></body></html>`,
    links: [link],
  };
}
