import type { FastifyInstance } from 'fastify';
import { invitationQuery, invitationRequest, type InvitationAnswer } from '../../services/contracts';
import type { AppDeps } from '../deps';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { hashToken } from '../secrets';
import { membershipOf } from './invitations';
import { hashPassword } from './passwords';
import { signupMessages } from './signupRoutes';
import { insertUser } from './users';

export const invitationMessages = {
  notValid: 'The invitation link is not valid anymore, please ask for a new invitation.',
} as const;

/** POST /auth/invitation?tokeninv=: sign-up of an invited person, confirmed and in the company at once. */
export function invitationRoute(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock, config } = deps;
  app.post('/auth/invitation', async (request): Promise<InvitationAnswer> => {
    const query = parseWith(invitationQuery, request.query);
    const body = parseBody(invitationRequest, request.body);
    const passwordHash = await hashPassword(body.password, config.passwordCost);
    const type = await db
      .transaction()
      .execute(async (tx) => {
        const invitation = await tx
          .updateTable('invitations')
          .set({ accepted_at: clock.now() })
          .where('token_hash', '=', hashToken(query.tokeninv))
          .where('accepted_at', 'is', null)
          .where('expires_at', '>', clock.now())
          .returning(['company_id', 'email', 'user_type'])
          .executeTakeFirst();
        if (!invitation) throw new HttpError(404, invitationMessages.notValid);
        const user = await insertUser(tx, clock.now(), { name: body.name, surname: body.surname, email: invitation.email, passwordHash, confirmed: true });
        await tx
          .insertInto('company_users')
          .values({ company_id: invitation.company_id, user_id: user.id, user_type: membershipOf(invitation.user_type) })
          .execute();
        return invitation.user_type;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(402, signupMessages.emailInUse);
        throw error;
      });
    return { status: 'ok', type };
  });
}
