import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { _createLRUCache as lruCache, createYoga } from 'graphql-yoga';
import { GRAPHQL_LARGE_PATH, GRAPHQL_PATH, LARGE_GRAPHQL_OPERATIONS, MAX_BODY_BYTES } from '../../services/contracts';
import { bearerToken } from '../auth/bearer';
import { findSession } from '../auth/sessions';
import { FLOW_MAX_BYTES } from '../bots/flowInput';
import type { AppDeps } from '../deps';
import type { GraphqlContext, ServerContext } from './context';
import { documentTooLong } from './documentLength';
import { getParamsProblem } from './getParams';
import { encodedAnswerText, largeTextsOffThread, takeLargeTexts } from './largeAnswers';
import { largeBodiesFromMembersOnly } from './largeBodies';
import { graphqlLimits, graphqlLimitValues } from './limits';
import { graphqlRequest, logRefusals, maskUnexpectedError } from './requestLog';
import { graphqlSchema } from './schema';
import { refuseUnstorableText } from './storableText';

function yogaAt(endpoint: string, deps: AppDeps) {
  return createYoga<ServerContext, GraphqlContext>({
    schema: graphqlSchema,
    graphqlEndpoint: endpoint,
    graphiql: endpoint === GRAPHQL_PATH && deps.config.devMode,
    landingPage: false,
    logging: false,
    maskedErrors: { maskError: maskUnexpectedError },
    // Parsed documents kept for reuse: 200 of at most 500 tokens each (Yoga's default keeps 1,024).
    parserAndValidationCache: { documentCache: lruCache({ max: 200 }), errorCache: lruCache({ max: 200 }) },
    plugins: [...graphqlLimits(), refuseUnstorableText(), logRefusals(), largeTextsOffThread()],
    context: async ({ req }): Promise<GraphqlContext> => {
      const token = bearerToken(req);
      const session = token === undefined ? undefined : await findSession(deps.db, deps.clock, token);
      return { deps, session: session?.scope === 'full' ? session : undefined, ip: req.ip, answerText: encodedAnswerText(req) };
    },
  });
}

const refusal = (reply: FastifyReply, status: number, message: string, code: string) => reply.code(status).send({ errors: [{ message, extensions: { code } }] });

/**
 * GraphQL at /bot/graphql (bodies up to 64 KB, refused from Content-Length beyond that) and, for
 * the operations with large variables, /bot/graphql/large (up to the flow limit, signed-in
 * members only); both authenticated by a full-scope bearer token.
 */
export function graphqlRoute(app: FastifyInstance, deps: AppDeps): void {
  const handlerFor = (yoga: ReturnType<typeof yogaAt>, onlyLarge: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const problem = getParamsProblem(req);
    if (problem) return refusal(reply, 400, problem, 'BAD_USER_INPUT');
    const body = req.method === 'POST' ? (req.body as { query?: unknown; operationName?: unknown } | undefined) : undefined;
    if (onlyLarge && !LARGE_GRAPHQL_OPERATIONS.includes(String(body?.operationName ?? ''))) {
      return refusal(reply, 400, `Only ${LARGE_GRAPHQL_OPERATIONS.join(' and ')} are answered here; send other operations to ${GRAPHQL_PATH}.`, 'BAD_USER_INPUT');
    }
    // A document too long is refused here, before GraphQL Yoga copies the request (it would serialize and parse the body again).
    const tooLong = documentTooLong(body?.query, graphqlLimitValues.documentBytes);
    if (tooLong) return reply.code(413).send({ errors: [tooLong.toJSON()] });
    const response = await graphqlRequest.run({ log: req.log, requestId: req.id }, () => yoga.handleNodeRequestAndResponse(req, reply, { req, reply }));
    const largeTexts = takeLargeTexts(req);
    response.headers.forEach((value, key) => {
      // The length of an answer whose large texts are put back is counted when it is sent.
      if (!(largeTexts && key === 'content-length')) reply.header(key, value);
    });
    reply.status(response.status);
    if (!largeTexts) return reply.send(response.body);
    const answer = { text: await response.text(), ...largeTexts };
    const size = largeTexts.texts.reduce((sum, { value }) => sum + value.length, 0) + largeTexts.encoded.reduce((sum, { json }) => sum + json.byteLength, 0);
    const bytes = await deps.work.run(
      'answer',
      answer,
      size,
      largeTexts.encoded.map(({ json }) => json.buffer as ArrayBuffer),
    );
    return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };

  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: MAX_BODY_BYTES,
    // Texts are checked by GraphQL itself (refuseUnstorableText), so refusals come as GraphQL errors.
    config: { ownTextCheck: true },
    handler: handlerFor(yogaAt(GRAPHQL_PATH, deps), false),
  });

  app.route({
    url: GRAPHQL_LARGE_PATH,
    method: ['POST'],
    // Room for a designer's flow plus the rest of the request.
    bodyLimit: FLOW_MAX_BYTES + MAX_BODY_BYTES,
    config: { ownTextCheck: true },
    onRequest: largeBodiesFromMembersOnly(deps),
    handler: handlerFor(yogaAt(GRAPHQL_LARGE_PATH, deps), true),
  });
}
