import type { FastifyInstance } from 'fastify';
import { _createLRUCache as lruCache, createYoga } from 'graphql-yoga';
import { MAX_BODY_BYTES } from '../../services/contracts';
import { bearerToken } from '../auth/bearer';
import { findSession } from '../auth/sessions';
import { FLOW_MAX_BYTES } from '../bots/flowInput';
import type { AppDeps } from '../deps';
import type { GraphqlContext, ServerContext } from './context';
import { getParamsProblem } from './getParams';
import { largeBodiesFromMembersOnly } from './largeBodies';
import { graphqlLimits } from './limits';
import { graphqlRequest, logRefusals, maskUnexpectedError } from './requestLog';
import { refuseUnstorableText } from './storableText';
import { graphqlSchema } from './schema';

/** GraphQL at /bot/graphql, authenticated by a full-scope bearer token. */
export function graphqlRoute(app: FastifyInstance, deps: AppDeps): void {
  const yoga = createYoga<ServerContext, GraphqlContext>({
    schema: graphqlSchema,
    graphqlEndpoint: '/bot/graphql',
    graphiql: deps.config.devMode,
    landingPage: false,
    logging: false,
    maskedErrors: { maskError: maskUnexpectedError },
    // Parsed documents kept for reuse: 200 of at most 500 tokens each (Yoga's default keeps 1,024).
    parserAndValidationCache: { documentCache: lruCache({ max: 200 }), errorCache: lruCache({ max: 200 }) },
    plugins: [...graphqlLimits(), refuseUnstorableText(), logRefusals()],
    context: async ({ req }): Promise<GraphqlContext> => {
      const token = bearerToken(req);
      const session = token === undefined ? undefined : await findSession(deps.db, deps.clock, token);
      return { deps, session: session?.scope === 'full' ? session : undefined, ip: req.ip };
    },
  });

  app.route({
    url: '/bot/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // Room for a designer's flow (saveVersion) plus the rest of the request.
    bodyLimit: FLOW_MAX_BYTES + MAX_BODY_BYTES,
    // Texts are checked by GraphQL itself (refuseUnstorableText), so refusals come as GraphQL errors.
    config: { ownTextCheck: true },
    onRequest: largeBodiesFromMembersOnly(deps),
    handler: async (req, reply) => {
      const problem = getParamsProblem(req);
      if (problem) return reply.code(400).send({ errors: [{ message: problem, extensions: { code: 'BAD_USER_INPUT' } }] });
      const response = await graphqlRequest.run({ log: req.log, requestId: req.id }, () => yoga.handleNodeRequestAndResponse(req, reply, { req, reply }));
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
