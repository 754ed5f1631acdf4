import { escapeHtml } from '../escapeHtml';
import type { Mail } from './mailer';

function linkMail(to: string, subject: string, greeting: string, lines: string[], action: string, link: string): Mail {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`].join('\n');
  const html = [`<p>${escapeHtml(greeting)}</p>`, ...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`].join(
    '\n',
  );
  return { to, subject, text, html };
}

export function verificationMail(to: string, name: string, link: string): Mail {
  return linkMail(
    to,
    'Confirm your e-mail address',
    `Hello ${name},`,
    ['Please confirm your e-mail address to start using the console.', 'The link works for 2 days.'],
    'Confirm e-mail',
    link,
  );
}

export function resetMail(to: string, name: string, link: string): Mail {
  return linkMail(
    to,
    'Reset your password',
    `Hello ${name},`,
    ['Someone asked to reset the password of your account. If it was not you, ignore this e-mail.', 'The link works for 1 hour.'],
    'Set a new password',
    link,
  );
}

export function invitationMail(to: string, companyName: string, inviterName: string, link: string): Mail {
  return linkMail(
    to,
    `Invitation to ${companyName}`,
    'Hello,',
    [
      `${inviterName} invites you to join ${companyName} in the assistant console.`,
      'If you have no account yet, the link opens the sign-up page. If you already have one, sign in first and then open the link.',
      'The link works for 7 days.',
    ],
    'Accept the invitation',
    link,
  );
}
