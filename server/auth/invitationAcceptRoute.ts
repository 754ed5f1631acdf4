import type { FastifyInstance } from 'fastify';
import { invitationQuery, type InvitationAcceptAnswer } from '../../services/contracts';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { parseWith } from '../http/validate';
import { hashToken } from '../secrets';
import { requireSession } from './bearer';
import { invitationMessages } from './invitationRoute';
import { membershipOf } from './invitations';
import { normalizeEmail } from './users';

export const invitationAcceptMessages = {
  otherEmail: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
} as const;

/**
 * POST /auth/invitation/accept?tokeninv= (bearer, full session): a person who already has an
 * account joins the inviting company. The invitation must be addressed to the caller's e-mail;
 * a member already in the company keeps their type.
 */
export function invitationAcceptRoute(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  app.post('/auth/invitation/accept', async (request): Promise<InvitationAcceptAnswer> => {
    const { user } = await requireSession(db, clock, request, 'full');
    const query = parseWith(invitationQuery, request.query);
    return db.transaction().execute(async (tx) => {
      const invitation = await tx
        .selectFrom('invitations')
        .select(['id', 'company_id', 'email', 'user_type'])
        .where('token_hash', '=', hashToken(query.tokeninv))
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', clock.now())
        .forUpdate()
        .executeTakeFirst();
      if (!invitation) throw new HttpError(404, invitationMessages.notValid);
      if (normalizeEmail(invitation.email) !== normalizeEmail(user.email)) throw new HttpError(409, invitationAcceptMessages.otherEmail);
      await tx.updateTable('invitations').set({ accepted_at: clock.now() }).where('id', '=', invitation.id).execute();
      await tx
        .insertInto('company_users')
        .values({ company_id: invitation.company_id, user_id: user.id, user_type: membershipOf(invitation.user_type) })
        .onConflict((oc) => oc.columns(['company_id', 'user_id']).doNothing())
        .execute();
      return { status: 'ok' as const, type: invitation.user_type, companyId: invitation.company_id };
    });
  });
}
