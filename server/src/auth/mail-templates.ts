import type { MailMessage } from '../mail/message.js';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function message(to: string, subject: string, lines: string[], action: string, link: string, hours: number): MailMessage {
  const validity = `This link is valid for ${hours} hours.`;
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${action}: ${link}\n\n${validity}\nIf you did not ask for this, you can ignore this e-mail.\n`,
    html: `<!doctype html><html><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${validity} If you did not ask for this, you can ignore this e-mail.</p></body></html>`,
    links: [link],
  };
}

/**
 * To the owner of an account when someone signs its address up again: the sign-up's answer is the same as for a new
 * address (nothing is revealed), so the owner hears here that they already have an account and how to get in.
 */
function addressAlreadyRegistered(to: string, signInLink: string, resetLink: string): MailMessage {
  const lines = [
    'Someone just tried to sign up to Assess with this e-mail address, which already has an account.',
    'If it was you, sign in with your password, or reset it if you have forgotten it.',
    'If it was not you, you can ignore this e-mail: your account has not changed.',
  ];
  return {
    to,
    subject: 'Someone tried to sign up with your e-mail address',
    text: `${lines.join('\n\n')}\n\nSign in: ${signInLink}\nReset your password: ${resetLink}\n`,
    html: `<!doctype html><html><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(signInLink)}">Sign in</a> or <a href="${escapeHtml(resetLink)}">reset your password</a></p></body></html>`,
    links: [signInLink, resetLink],
  };
}

export const mailTemplates = {
  addressAlreadyRegistered,
  confirmSignup: (to: string, link: string, hours: number) =>
    message(to, 'Confirm your sign-up', ['Welcome to Assess.', 'Follow this link to confirm your e-mail address.'], 'Confirm your e-mail address', link, hours),
  invite: (to: string, link: string, hours: number) =>
    message(to, 'You have been invited', ['You have been invited to create an account on Assess.', 'Follow this link to accept the invitation.'], 'Accept the invitation', link, hours),
  staffInvite: (to: string, link: string, hours: number, school: string, role: 'teacher' | 'school_admin' | 'student') =>
    message(
      to,
      `You have been invited to ${school} on Assess`,
      [
        `An administrator of ${school} has invited you to Assess as ${role === 'school_admin' ? 'an administrator' : `a ${role}`}.`,
        'Follow this link to accept the invitation and choose your password.',
      ],
      'Accept the invitation',
      link,
      hours,
    ),
  recovery: (to: string, link: string, hours: number) =>
    message(to, 'Reset your password', ['Someone asked to reset the password of your Assess account.', 'Follow this link to choose a new password.'], 'Reset your password', link, hours),
};
