import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/bearer';
import { findSession } from '../auth/sessions';
import { requireDesignerAccess, visibleBot, type DesignerCompanyAccess, type VisibleBot } from '../bots/botAccess';
import type { AppDeps } from '../deps';
import type { GraphqlContext } from '../graphql/context';
import { HttpError, messages } from '../http/errors';
import { designerDataMessages } from './messages';
import { ProviderError } from './providerError';

/** The GraphQL authorization (membership, IP allowlist) reused for REST: same session rule as /bot/graphql. */
export async function requestContext(deps: AppDeps, request: FastifyRequest): Promise<GraphqlContext> {
  const token = bearerToken(request);
  const session = token === undefined ? undefined : await findSession(deps.db, deps.clock, token);
  if (session?.scope !== 'full') throw new HttpError(401, messages.unauthenticated);
  return { deps, session, ip: request.ip };
}

/** A GraphQL refusal (FORBIDDEN, err_ip_not_allowed, ...) as the same REST answer. */
export function asHttpError(error: unknown): unknown {
  // Checked by shape: graphql may be loaded twice (ESM and CommonJS), which defeats instanceof.
  if (!(error instanceof Error) || error.name !== 'GraphQLError' || !('extensions' in error)) return error;
  const extensions = (error.extensions ?? {}) as { code?: unknown; status?: unknown; http?: { status?: unknown } };
  const status = typeof extensions.http?.status === 'number' ? extensions.http.status : typeof extensions.status === 'number' ? extensions.status : 400;
  const cause = extensions.code === 'err_ip_not_allowed' ? 'err_ip_not_allowed' : undefined;
  return new HttpError(status, error.message, cause ? { cause } : {});
}

async function rethrowingHttp<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asHttpError(error);
  }
}

function text(value: unknown): string | undefined {
  if (Array.isArray(value)) return text(value[0]);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The company a call is about: the companyID header and/or the companyId (companyID) query parameter, which must agree. */
export function companyIdOf(request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const candidates = [text(request.headers['companyid']), text(query['companyId']), text(query['companyID'])].filter((v): v is string => v !== undefined);
  const [first] = candidates;
  if (first === undefined) throw new HttpError(400, designerDataMessages.companyMissing);
  if (candidates.some((candidate) => candidate !== first)) throw new HttpError(400, designerDataMessages.companyMismatch);
  return first;
}

/** Signed in, member of the request's company and let in by its IP allowlist; another company answers 403 like a missing one. */
export async function companyAccess(deps: AppDeps, request: FastifyRequest): Promise<DesignerCompanyAccess> {
  const context = await requestContext(deps, request);
  const companyId = companyIdOf(request);
  return rethrowingHttp(async () => (await requireDesignerAccess(context, companyId)).access);
}

/** An assistant the caller may see (membership and allowlist of its company). */
export async function botAccess(deps: AppDeps, request: FastifyRequest, botId: string): Promise<VisibleBot> {
  const context = await requestContext(deps, request);
  return rethrowingHttp(() => visibleBot(context, botId));
}

/** A provider's failure as a readable answer; the provider's own words go to the server log only. */
export function providerHttpError(request: FastifyRequest, error: unknown, notFoundMessage: string = designerDataMessages.providerNotFound): unknown {
  if (!(error instanceof ProviderError)) return error;
  request.log.warn({ failure: error.failure, detail: error.message }, 'designer data provider failed');
  if (error.failure === 'unavailable') return new HttpError(503, designerDataMessages.providerUnavailable);
  if (error.failure === 'refused') return new HttpError(502, designerDataMessages.providerRefused, { cause: 'err_provider_refused' });
  if (error.failure === 'notFound') return new HttpError(404, notFoundMessage);
  return new HttpError(502, designerDataMessages.providerFailed);
}

/** Runs a provider call; its failures become readable answers (`notFoundMessage` names what was missing). */
export async function fromProvider<T>(request: FastifyRequest, run: () => Promise<T>, notFoundMessage?: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw providerHttpError(request, error, notFoundMessage);
  }
}
