import { addSeconds, type Clock } from '../clock';
import type { Db } from '../db/connect';
import type { UserType } from '../db/schema';
import { hashToken, randomToken } from '../secrets';
import { normalizeEmail } from './users';

export const INVITATION_SECONDS = 7 * 24 * 60 * 60;

/** Stores an invitation to a company and returns its token (for the invitation link only). */
export async function createInvitation(db: Db, clock: Clock, input: { companyId: string; email: string; userType: string }): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('invitations')
    .values({
      token_hash: hashToken(token),
      company_id: input.companyId,
      email: normalizeEmail(input.email),
      user_type: input.userType.toUpperCase(),
      expires_at: addSeconds(clock.now(), INVITATION_SECONDS),
      created_at: clock.now(),
    })
    .execute();
  return token;
}

/** Company membership of an invited user: ADMIN invitations make admins, every other type a USER. */
export function membershipOf(invitationType: string): UserType {
  return invitationType.toUpperCase() === 'ADMIN' ? 'ADMIN' : 'USER';
}
