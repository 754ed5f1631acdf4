import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { bearerToken } from '../auth/bearer';
import { findSession } from '../auth/sessions';
import type { AppDeps } from '../deps';
import type { GraphqlContext } from '../graphql/context';
import { HttpError } from '../http/errors';
import { AiProviderError } from '../providers/ai/provider';

/**
 * REST calls of the designer's panels under /bot/api authenticate exactly like /bot/graphql
 * (a full-scope bearer session) and reuse its company checks (requireMember and friends),
 * whose GraphQL errors become HTTP errors here.
 */
export async function restContext(deps: AppDeps, request: FastifyRequest): Promise<GraphqlContext> {
  const token = bearerToken(request);
  const session = token === undefined ? undefined : await findSession(deps.db, deps.clock, token);
  return { deps, session: session?.scope === 'full' ? session : undefined, ip: request.ip };
}

const providerStatus: Record<AiProviderError['kind'], number> = { notFound: 404, duplicate: 400, conflict: 409, badInput: 400, unauthorized: 403, unavailable: 502 };

/**
 * Duck-typed: graphql-yoga may build its errors from another copy of the graphql package
 * (ESM and CommonJS), so `instanceof GraphQLError` is not reliable.
 */
function isGraphqlError(error: unknown): error is GraphQLError {
  return error instanceof Error && (error instanceof GraphQLError || error.name === 'GraphQLError') && typeof (error as { extensions?: unknown }).extensions === 'object';
}

/** The HTTP error for what a shared check or a provider threw; anything else stays as it is (500). */
export function asHttpError(error: unknown): unknown {
  if (error instanceof AiProviderError) return new HttpError(providerStatus[error.kind], error.message);
  if (!isGraphqlError(error)) return error;
  const extensions = error.extensions as { code?: unknown; status?: unknown; http?: { status?: unknown }; permissionCode?: unknown };
  const status = typeof extensions.http?.status === 'number' ? extensions.http.status : typeof extensions.status === 'number' ? extensions.status : 400;
  const code = typeof extensions.code === 'string' ? extensions.code : undefined;
  // A refused channel operation keeps its permission code, so the form says the refusal instead of leaving for the blocked page.
  if (typeof extensions.permissionCode === 'number') return new HttpError(status, error.message, { permissionCode: extensions.permissionCode });
  return new HttpError(status, error.message, code === 'err_ip_not_allowed' ? { cause: code } : {});
}

/** Runs a REST handler with the caller's context; refusals of the shared checks become HTTP errors. */
export async function withRestContext<T>(deps: AppDeps, request: FastifyRequest, run: (context: GraphqlContext) => Promise<T>): Promise<T> {
  try {
    return await run(await restContext(deps, request));
  } catch (error) {
    throw asHttpError(error);
  }
}

/** The companyID header of the call, if any (Fastify lower-cases header names). */
export function companyHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['companyid'];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
