import type { FastifyInstance } from 'fastify';
import { SEARCH_API, searchQuery, type SearchAnswer } from '../../services/contracts/search';
import { reachableCompanyIds } from '../companies/access';
import type { AppDeps } from '../deps';
import { requestContext } from '../designerData/companyScope';
import { parseWith } from '../http/validate';
import { searchCompanies } from './searchStore';

/**
 * GET /core/v1/search?q=<text> (the /search page): what the signed-in caller's companies hold
 * that matches. Only companies the caller is a member of and whose IP allowlist lets the caller
 * in are searched; a text shorter than 2 or longer than 100 characters is refused (400).
 */
export function searchRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(SEARCH_API, async (request, reply): Promise<SearchAnswer> => {
    const context = await requestContext(deps, request);
    const { q } = parseWith(searchQuery, { q: (request.query as Record<string, unknown> | undefined)?.['q'] });
    const companyIds = await reachableCompanyIds(context);
    reply.header('Cache-Control', 'no-store');
    return { query: q, hits: await searchCompanies(deps.db, companyIds, q) };
  });
}
