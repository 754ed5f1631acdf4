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

/** The caller's session; 401 without a live one, 401 when `full` is needed and this one only opens 2FA. */
export async function requireSession(db: Db, clock: Clock, request: FastifyRequest, needs: 'any' | 'full'): Promise<SessionOfUser> {
  const token = bearerToken(request);
  const session = token === undefined ? undefined : await findSession(db, clock, token);
  if (!session) throw new HttpError(401, messages.unauthenticated);
  if (needs === 'full' && session.scope !== 'full') throw new HttpError(403, messages.fullSessionNeeded);
  return session;
}
