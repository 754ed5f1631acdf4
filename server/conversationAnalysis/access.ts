import type { FastifyRequest } from 'fastify';
import { companyHeader } from '../ai/restAccess';
import { requireMember, type CompanyAccess } from '../companies/access';
import type { AppDeps } from '../deps';
import { asHttpError, requestContext } from '../designerData/companyScope';
import { HttpError } from '../http/errors';
import { conversationAnalysisMessages as m } from './messages';
import { conversationCompany } from './store';

function isNotMember(error: unknown): boolean {
  const extensions = (error as { extensions?: { code?: unknown } } | null)?.extensions;
  return error instanceof Error && error.name === 'GraphQLError' && extensions?.code === 'FORBIDDEN';
}

/**
 * A conversation the caller may act on: signed in (401), the conversation exists, belongs to
 * the company the companyID header names (when sent) and the caller is a member of it;
 * otherwise 404, so another company's conversation looks like a missing one. A member whose
 * address the company's allowlist refuses gets 403 (err_ip_not_allowed).
 */
export async function conversationAccess(deps: AppDeps, request: FastifyRequest, conversationId: string): Promise<CompanyAccess> {
  const context = await requestContext(deps, request);
  const companyId = await conversationCompany(deps.db, conversationId);
  const header = companyHeader(request);
  if (companyId === undefined || (header !== undefined && header !== companyId)) throw new HttpError(404, m.notFound);
  try {
    return await requireMember(context, companyId);
  } catch (error) {
    if (isNotMember(error)) throw new HttpError(404, m.notFound);
    throw asHttpError(error);
  }
}

/** The company of the companyID header, when the caller is a member let in by its allowlist (400 without the header, 403 otherwise). */
export async function headerCompanyAccess(deps: AppDeps, request: FastifyRequest): Promise<CompanyAccess> {
  const context = await requestContext(deps, request);
  const companyId = companyHeader(request);
  if (companyId === undefined) throw new HttpError(400, m.companyMissing);
  try {
    return await requireMember(context, companyId);
  } catch (error) {
    throw asHttpError(error);
  }
}
