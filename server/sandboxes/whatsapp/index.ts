import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../services/contracts/rest';
import type { AppDeps } from '../../deps';
import { operatorOnly } from '../../dev/operatorOnly';
import { controlRoutes } from './controlRoutes';
import { graphRoutes } from './graphRoutes';
import { stopPhone } from './phoneChat';
import { phonePage } from './phonePage';
import { issueAccessToken, sandboxState, suggestedSecrets } from './sandboxState';

/**
 * A local stand-in for Meta's WhatsApp Cloud API (developer mode only): Graph's endpoints the
 * channel calls, webhooks to the subscribed app, and a page where a person plays a WhatsApp
 * user. State is in memory; access tokens outlive a restart (they carry an HMAC).
 */
export function whatsappSandbox(app: FastifyInstance, deps: AppDeps): void {
  const state = sandboxState();
  app.addHook('onClose', async () => stopPhone(state));
  graphRoutes(app, deps, state);
  controlRoutes(app, deps, state);

  app.get('/sandbox/whatsapp', operatorOnly, async (_request, reply): Promise<RestAnswer<'GET /sandbox/whatsapp'>> => {
    reply.type('text/html; charset=utf-8');
    const credentials = { accessToken: issueAccessToken(deps.config.secretKey), ...suggestedSecrets(deps.config.secretKey) };
    return phonePage(credentials, state.subscription, `${deps.config.publicUrl}/channels/v1/whatsappCloud/<channelId>/webhook`);
  });
}
