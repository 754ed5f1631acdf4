import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { iamTokenRequest } from '../../../services/contracts/rest/watsonSandbox';
import type { Clock } from '../../clock';
import type { WatsonState } from './workspaceState';

/** IBM Cloud IAM's token endpoint: an API key (grant urn:ibm:params:oauth:grant-type:apikey) for a bearer token of an hour. */

const APIKEY_GRANT = 'urn:ibm:params:oauth:grant-type:apikey';
const TOKEN_SECONDS = 3600;

export function iamRoute(app: FastifyInstance, state: WatsonState, clock: Clock): void {
  app.post('/sandbox/watson/iam/identity/token', async (request, reply) => {
    if (await state.faults.apply('iam', reply, () => ({ errorCode: 'BXNIM0100E', errorMessage: 'The sandbox was asked to fail.' }))) return reply;
    const form = iamTokenRequest.safeParse(request.body);
    if (!form.success || form.data.grant_type !== APIKEY_GRANT) {
      return reply.code(400).send({ errorCode: 'BXNIM0109E', errorMessage: 'Property missing or empty. Property name(s): grant_type' });
    }
    const instanceId = state.apiKeys.get(form.data.apikey ?? '');
    if (!instanceId) return reply.code(400).send({ errorCode: 'BXNIM0415E', errorMessage: 'Provided API key could not be found.' });
    const now = Math.floor(clock.now().getTime() / 1000);
    const token = `sandbox-iam-${randomBytes(24).toString('base64url')}`;
    state.tokens.set(token, { instanceId, expiresAt: (now + TOKEN_SECONDS) * 1000 });
    return { access_token: token, refresh_token: 'not_supported', token_type: 'Bearer' as const, expires_in: TOKEN_SECONDS, expiration: now + TOKEN_SECONDS };
  });
}
