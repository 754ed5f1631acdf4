import type { FastifyRequest } from 'fastify';
import { dataStationMessages as m } from '../../services/contracts/dataStation';
import { bearerToken } from '../auth/bearer';
import { requireMember, type CompanyAccess } from '../companies/access';
import type { AppDeps } from '../deps';
import { asHttpError, companyIdOf, requestContext } from '../designerData/companyScope';
import { HttpError } from '../http/errors';
import { RowRefused } from './rowValues';
import { findTable, SchemaRefused, type StoredTable } from './tableStore';
import { TokenRefused, tokenHolder } from './tokenStore';
import { ImportRefused } from './csvImport';
import { DATA_TOKEN_PREFIX } from '../../services/contracts/dataStation';

/** Who calls the data station: a member of the company in the console, or a flow with an API token. */
export type DataCaller = { companyId: string; canWrite: boolean; userId: string | null };

/** A console caller (signed in, member of the company the request names); ADMIN when `needs` says so. */
export async function consoleCaller(deps: AppDeps, request: FastifyRequest, needs: 'member' | 'admin'): Promise<CompanyAccess> {
  const context = await requestContext(deps, request);
  const companyId = companyIdOf(request);
  try {
    return await requireMember(context, companyId, needs);
  } catch (error) {
    throw asHttpError(error);
  }
}

/**
 * The rows' caller: a data station API token (Authorization: Bearer dst_…; read-write to change,
 * at most so many calls a minute) or else the console's session (ADMIN to change).
 */
export async function rowCaller(deps: AppDeps, request: FastifyRequest, writes: boolean, withinLimit: (tokenId: string, now: Date) => Promise<boolean>): Promise<DataCaller> {
  const bearer = bearerToken(request);
  if (bearer?.startsWith(DATA_TOKEN_PREFIX)) {
    const now = deps.clock.now();
    const holder = await tokenHolder(deps.db, bearer, now);
    if (!holder) throw new HttpError(401, m.tokenInvalid);
    if (!(await withinLimit(holder.tokenId, now))) throw new HttpError(429, m.tooManyCalls);
    if (writes && holder.scope !== 'read-write') throw new HttpError(403, m.tokenReadOnly);
    return { companyId: holder.companyId, canWrite: holder.scope === 'read-write', userId: null };
  }
  const access = await consoleCaller(deps, request, writes ? 'admin' : 'member');
  return { companyId: access.companyId, canWrite: access.userType === 'ADMIN', userId: access.userId };
}

/** The company's table the path names, else 404. */
export async function namedTable(deps: AppDeps, companyId: string, name: string): Promise<StoredTable> {
  const table = await findTable(deps.db, companyId, name);
  if (!table) throw new HttpError(404, m.tableNotFound);
  return table;
}

/** The data station's refusals as 400 answers in the server's words. */
export async function refusalsAnswered<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RowRefused || error instanceof SchemaRefused || error instanceof TokenRefused || error instanceof ImportRefused) throw new HttpError(400, error.message);
    throw error;
  }
}

export function noStore(reply: { header: (name: string, value: string) => unknown }): void {
  reply.header('Cache-Control', 'no-store');
}
