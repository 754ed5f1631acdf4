import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RestAnswer } from '../../../../services/contracts/rest';
import { graphFaultForm } from '../../../../services/contracts/rest/facebookGraphFaultsSandbox';
import type { AppDeps } from '../../../deps';
import { operatorOnly } from '../../../dev/operatorOnly';
import { parseBody } from '../../../http/validate';
import { GRAPH_ERRORS } from '../../whatsapp/graphErrors';
import { graphToken, pageOfToken, personOfToken } from '../sandboxWorld';
import { tokenFaults, type TokenFaults } from './tokenFaults';

const GRAPH_ROUTE = '/sandbox/facebook/:version/';

/** The person or page a Graph call is about: the node it names, or the owner of the token that reads /me. */
function subjectOf(request: FastifyRequest, secretKey: string): string | null {
  const route = request.routeOptions.url ?? '';
  if (!route.startsWith(GRAPH_ROUTE)) return null;
  const params = request.params as Record<string, unknown> | undefined;
  if (typeof params?.['nodeId'] === 'string') return params['nodeId'];
  if (!route.startsWith(`${GRAPH_ROUTE}me/`)) return null;
  const token = graphToken(request.query, request.headers.authorization);
  return personOfToken(secretKey, token)?.id ?? pageOfToken(secretKey, token)?.id ?? null;
}

/**
 * Token faults on demand (POST /sandbox/facebook/control/token-faults): the next `times` Graph
 * calls about a person or a page answer Graph's invalid token error, whatever the route, as
 * when Facebook invalidates a session; the calls after them are answered as before.
 */
export function faultsSandbox(app: FastifyInstance, deps: AppDeps): void {
  const faults: TokenFaults = tokenFaults();

  app.addHook('preHandler', async (request, reply) => {
    if (faults.empty) return;
    const subject = subjectOf(request, deps.config.secretKey);
    if (subject !== null && faults.take(subject)) return reply.code(400).send(GRAPH_ERRORS.token());
  });

  app.post('/sandbox/facebook/control/token-faults', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/facebook/control/token-faults'>> => {
    const fault = parseBody(graphFaultForm, request.body);
    return { id: fault.id, waiting: faults.add(fault.id, fault.times) };
  });
}
