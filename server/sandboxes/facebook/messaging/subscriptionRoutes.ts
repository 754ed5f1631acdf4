import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { facebookGraphEdgeParams } from '../../../../services/contracts/rest/facebookMessagingSandbox';
import type { AppDeps } from '../../../deps';
import { parseWith } from '../../../http/validate';
import { GRAPH_ERRORS } from '../../whatsapp/graphErrors';
import { pageById, SANDBOX_APP_ID, sandboxAppSecret } from '../sandboxWorld';
import { GraphRefusal, graphCall, pageOfCall, refuse, tokenOf } from './graphCall';
import type { MessagingState } from './messagingState';

/**
 * Webhook subscriptions, as Graph keeps them: POST and DELETE /{page-id}/subscribed_apps with the
 * page's token (subscribed_fields required) subscribe the page to the app or not; POST
 * /{app-id}/subscriptions with the app token (`app-id|app-secret`) sets the app's callback URL for
 * an object, after checking it with the verify-token handshake Meta sends (GET with hub.mode,
 * hub.challenge and hub.verify_token; the answer must be the challenge).
 */
const param = (request: FastifyRequest, name: string): string | undefined => {
  const from = (source: unknown) => (typeof source === 'object' && source !== null ? Reflect.get(source, name) : undefined);
  const value = from(request.body) ?? from(request.query);
  return typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : undefined;
};
const nodeOf = (request: FastifyRequest) => parseWith(facebookGraphEdgeParams, request.params).nodeId;

async function handshake(callbackUrl: string, verifyToken: string): Promise<string | null> {
  const challenge = randomBytes(8).toString('hex');
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    return 'the callback URL is not a valid URL';
  }
  url.search = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.challenge': challenge, 'hub.verify_token': verifyToken }).toString();
  try {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(10_000) });
    const body = await response.text();
    if (response.status !== 200) return `the callback answered ${response.status}`;
    return body === challenge ? null : 'the callback did not answer with the challenge';
  } catch {
    return 'the callback could not be reached';
  }
}

export function subscriptionRoutes(app: FastifyInstance, deps: AppDeps, state: MessagingState): void {
  const pageOfEdge = (request: FastifyRequest) => {
    const page = pageOfCall(deps.config.secretKey, request);
    if (page.id !== nodeOf(request) || !pageById(nodeOf(request))) throw new GraphRefusal(400, GRAPH_ERRORS.unknownNode(nodeOf(request)));
    return page;
  };

  app.post('/sandbox/facebook/:version/:nodeId/subscribed_apps', (request, reply) =>
    graphCall(state, 'subscribed_apps', reply, () => {
      const page = pageOfEdge(request);
      const fields = param(request, 'subscribed_fields');
      if (!fields) throw refuse(100, '(#100) The parameter subscribed_fields is required');
      state.subscribedPages.set(
        page.id,
        fields.split(',').map((field) => field.trim()),
      );
      return { success: true };
    }),
  );

  app.delete('/sandbox/facebook/:version/:nodeId/subscribed_apps', (request, reply) =>
    graphCall(state, 'subscribed_apps', reply, () => {
      state.subscribedPages.delete(pageOfEdge(request).id);
      return { success: true };
    }),
  );

  app.post('/sandbox/facebook/:version/:nodeId/subscriptions', (request, reply) =>
    graphCall(state, 'subscriptions', reply, async () => {
      if (tokenOf(request) !== `${SANDBOX_APP_ID}|${sandboxAppSecret(deps.config.secretKey)}`) throw refuse(190, 'Invalid OAuth access token signature.');
      if (nodeOf(request) !== SANDBOX_APP_ID) throw new GraphRefusal(400, GRAPH_ERRORS.unknownNode(nodeOf(request)));
      const object = param(request, 'object');
      const callbackUrl = param(request, 'callback_url');
      const verifyToken = param(request, 'verify_token');
      const fields = param(request, 'fields');
      if (object !== 'page' && object !== 'instagram') throw refuse(100, '(#100) Param object must be one of {page, instagram} in this sandbox');
      if (!callbackUrl || !verifyToken || !fields) throw refuse(100, '(#100) callback_url, verify_token and fields are required');
      const failed = await handshake(callbackUrl, verifyToken);
      if (failed) throw refuse(2200, `(#2200) callback verification failed: ${failed}`);
      state.appSubscriptions.set(object, { callbackUrl, fields: fields.split(',').map((field) => field.trim()) });
      return { success: true };
    }),
  );
}
