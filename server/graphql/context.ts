import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionOfUser } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { unauthenticated } from './errors';

/** What each GraphQL operation knows: the app's dependencies, the caller's full session (if any) and address. */
export type GraphqlContext = {
  deps: AppDeps;
  session: SessionOfUser | undefined;
  ip: string;
  /** Puts a text JSON-encoded off the event loop into the answer (largeAnswers.ts); GraphQL over HTTP only. */
  answerText?: (json: Uint8Array) => string;
};

/** What the Fastify route hands to GraphQL Yoga. */
export type ServerContext = { req: FastifyRequest; reply: FastifyReply };

export function signedIn(context: GraphqlContext): SessionOfUser {
  if (!context.session) throw unauthenticated();
  return context.session;
}

/** What every resolver receives: the route's request and reply with the operation's context (codegen.ts maps it onto the generated resolver types). */
export type ResolverContext = ServerContext & GraphqlContext;
