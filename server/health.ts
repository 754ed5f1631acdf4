import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RestAnswer } from '../services/contracts/rest';
import type { AppDeps } from './deps';

/** GET /healthz: the process answers and the database does too. */
export function healthRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', async (_request, reply): Promise<RestAnswer<'GET /healthz'>> => {
    try {
      await sql`select 1`.execute(deps.db);
      return { status: 'ok', db: 'ok' };
    } catch {
      reply.code(503);
      return { status: 'error', db: 'unreachable' };
    }
  });
}
