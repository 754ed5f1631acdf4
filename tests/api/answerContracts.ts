import type { FastifyInstance } from 'fastify';
import { restContracts, type RestContract } from '../../services/contracts/rest';

/**
 * Checks every 2xx answer of a route in the REST registry against its contract's answer
 * schema while the API tests run: an answer that does not fit fails the call with a 500
 * naming the route and the first problem, so the test that made it fails.
 */
export function checkAnswersAgainstContracts(app: FastifyInstance): void {
  const contracts: Readonly<Record<string, RestContract>> = restContracts;
  app.addHook('onSend', async (request, reply, payload) => {
    const route = `${request.routeOptions.method} ${request.routeOptions.url}`;
    const contract = Object.hasOwn(contracts, route) ? contracts[route] : undefined;
    if (!contract || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const text = typeof payload === 'string' ? payload : undefined;
    const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    const answer = text === undefined ? undefined : isJson ? JSON.parse(text) : text;
    const parsed = contract.answer.safeParse(answer);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`The answer of ${route} does not fit its contract: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`);
    }
    return payload;
  });
}
