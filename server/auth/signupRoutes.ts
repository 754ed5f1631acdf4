import type { FastifyInstance } from 'fastify';
import { emailRequest, signupRequest, type StatusAnswer } from '../../services/contracts';
import { addSeconds, secondsUntil } from '../clock';
import type { AppDeps } from '../deps';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { verificationMail } from '../mail/messages';
import { issueEmailToken, lastIssuedAt, spendEmailToken } from './emailTokens';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser, normalizeEmail } from './users';

export const RESEND_INTERVAL_SECONDS = 30;

export const signupMessages = {
  emailInUse: 'That email is already in use',
  resendFailed: 'Failed to send an email, please contact support team.',
  resendTooSoon: (seconds: number) => `A verification e-mail was sent moments ago. Please wait ${seconds} seconds before asking again.`,
} as const;

/** Sign-up by e-mail, the verification link and its re-sending. */
export function signupRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, config, mailer } = deps;
  const verifyLink = (token: string) => `${config.publicUrl}/auth/verify/${token}`;

  app.post('/auth/signup', async (request, reply): Promise<StatusAnswer> => {
    const body = parseBody(signupRequest, request.body);
    const email = normalizeEmail(body.email);
    if (await findUserByEmail(db, email)) throw new HttpError(402, signupMessages.emailInUse);
    const passwordHash = await hashPassword(body.password, config.passwordCost);
    const token = await db
      .transaction()
      .execute(async (tx) => {
        const user = await insertUser(tx, clock.now(), { name: body.name, surname: body.surname, email, passwordHash, confirmed: false });
        return issueEmailToken(tx, clock, user.id, 'verify');
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(402, signupMessages.emailInUse);
        throw error;
      });
    await mailer.send(verificationMail(email, body.name, verifyLink(token)));
    reply.code(200);
    return { status: 'ok' };
  });

  app.get<{ Params: { token: string } }>('/auth/verify/:token', async (request, reply) => {
    const userId = await spendEmailToken(db, clock, request.params.token, 'verify');
    if (userId === undefined) return reply.redirect('/login?verified=0');
    await db.updateTable('users').set({ email_confirmed_at: clock.now(), modified_at: clock.now() }).where('id', '=', userId).where('email_confirmed_at', 'is', null).execute();
    return reply.redirect('/login?verified=1');
  });

  app.post('/auth/resend', async (request): Promise<StatusAnswer> => {
    const body = parseBody(emailRequest, request.body);
    const user = await findUserByEmail(db, body.email);
    if (!user || user.email_confirmed_at !== null) throw new HttpError(400, signupMessages.resendFailed);
    const last = await lastIssuedAt(db, user.id, 'verify');
    const allowedAt = last && addSeconds(last, RESEND_INTERVAL_SECONDS);
    if (allowedAt && allowedAt > clock.now()) {
      const remainingTime = secondsUntil(allowedAt, clock.now());
      throw new HttpError(429, signupMessages.resendTooSoon(remainingTime), { remainingTime });
    }
    const token = await issueEmailToken(db, clock, user.id, 'verify');
    await mailer.send(verificationMail(user.email, user.name, verifyLink(token)));
    return { status: 'ok' };
  });
}
