import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { HttpError, messages } from '../http/errors';
import { findSession, type SessionOfUser } from './sessions';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * What a route needs of the caller's session: `any` (who it is, sign-out), `secondFactor` (the
 * two-factor routes: a session past the password), `password` (choosing a new password after a
 * generated one) or `full` (everything else).
 */
export type SessionNeed = 'any' | 'secondFactor' | 'password' | 'full';

const opens: Record<SessionNeed, ReadonlyArray<SessionOfUser['scope']>> = {
  any: ['full', 'tfa', 'password'],
  secondFactor: ['full', 'tfa'],
  password: ['password'],
  full: ['full'],
};

/** The caller's session; 401 without a live one, 403 when its scope does not open the route. */
export async function requireSession(db: Db, clock: Clock, request: FastifyRequest, needs: SessionNeed): Promise<SessionOfUser> {
  const token = bearerToken(request);
  const session = token === undefined ? undefined : await findSession(db, clock, token);
  if (!session) throw new HttpError(401, messages.unauthenticated);
  if (!opens[needs].includes(session.scope)) {
    throw new HttpError(403, session.scope === 'password' && needs !== 'password' ? messages.passwordChangeNeeded : messages.fullSessionNeeded);
  }
  return session;
}
