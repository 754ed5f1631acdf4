import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../../services/contracts/rest';
import { facebookReceiversQuery } from '../../../../services/contracts/rest/facebookSignInSandbox';
import type { AppDeps } from '../../../deps';
import { parseWith } from '../../../http/validate';
import { graphError, GRAPH_ERRORS } from '../../whatsapp/graphErrors';
import { graphToken, pageOfToken, personOfToken } from '../sandboxWorld';

/**
 * GET /{version}/me/secondary_receivers (the handover protocol): the apps the token's page may
 * pass a conversation to. Only a page token reads it, and only where the app is the page's main
 * (primary) receiver; elsewhere Graph refuses with code 10.
 */
export function receiversRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get('/sandbox/facebook/:version/me/secondary_receivers', async (request, reply): Promise<RestAnswer<'GET /sandbox/facebook/:version/me/secondary_receivers'>> => {
    const query = parseWith(facebookReceiversQuery, request.query ?? {});
    const token = graphToken(query, request.headers.authorization);
    const page = pageOfToken(deps.config.secretKey, token);
    if (!page) {
      if (personOfToken(deps.config.secretKey, token)) return reply.code(400).send(graphError(210, '(#210) A page access token is required to request this resource.'));
      return reply.code(400).send(GRAPH_ERRORS.token());
    }
    if (!page.appIsMainReceiver) {
      return reply.code(400).send(graphError(10, '(#10) Only the primary receiver of this page can read or change its secondary receivers.'));
    }
    const withName = (query.fields ?? 'id,name').includes('name');
    return { data: page.secondaryReceivers.map((receiver) => ({ id: receiver.id, ...(withName ? { name: receiver.name } : {}) })) };
  });
}
