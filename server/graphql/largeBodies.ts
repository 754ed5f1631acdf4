import type { FastifyRequest } from 'fastify';
import { MAX_BODY_BYTES } from '../../services/contracts';
import { requireSession } from '../auth/bearer';
import type { AppDeps } from '../deps';

/**
 * Only a signed-in member may send the large-body GraphQL endpoint more than the API's usual
 * limit (a designer's flow): checked from the headers, before a byte of the body is read or
 * parsed, so nobody without an account can make the server parse megabytes.
 */
export function largeBodiesFromMembersOnly(deps: AppDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const declared = request.headers['content-length'];
    const length = declared === undefined ? (request.headers['transfer-encoding'] ? Number.POSITIVE_INFINITY : 0) : Number(declared);
    if (!(length > MAX_BODY_BYTES)) return;
    await requireSession(deps.db, deps.clock, request, 'full');
  };
}
