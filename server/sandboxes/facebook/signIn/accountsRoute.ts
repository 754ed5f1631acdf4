import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RestAnswer } from '../../../../services/contracts/rest';
import { pathParams } from '../../../../services/contracts/rest/contract';
import { facebookAccountsQuery, type facebookAccounts } from '../../../../services/contracts/rest/facebookSignInSandbox';
import type { AppDeps } from '../../../deps';
import { parseWith } from '../../../http/validate';
import { graphError, GRAPH_ERRORS } from '../../whatsapp/graphErrors';
import { graphToken, pageAccessToken, pageOfToken, personOfToken, type SandboxPage } from '../sandboxWorld';

type Account = z.input<typeof facebookAccounts>['data'][number];

/** Graph's default page size for edges. */
const DEFAULT_LIMIT = 25;

const cursorOf = (pageId: string) => Buffer.from(pageId).toString('base64');
const pageIdOf = (cursor: string) => Buffer.from(cursor, 'base64').toString();

function account(page: SandboxPage, fields: Set<string>, token: () => string): Account {
  return {
    id: page.id,
    ...(fields.has('name') ? { name: page.name } : {}),
    ...(fields.has('access_token') ? { access_token: token() } : {}),
    ...(fields.has('business') && page.businessId ? { business: { id: page.businessId } } : {}),
  };
}

/**
 * GET /{version}/me/accounts: the pages the token's person manages, each with the fields
 * asked for (its page token among them), `limit` at a time after the `after` cursor; the
 * cursors and the next page's address as Graph gives them (no `next` on the last page).
 */
export function accountsRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get('/sandbox/facebook/:version/me/accounts', async (request, reply): Promise<RestAnswer<'GET /sandbox/facebook/:version/me/accounts'>> => {
    const { version } = parseWith(pathParams('version'), request.params);
    const query = parseWith(facebookAccountsQuery, request.query ?? {});
    const token = graphToken(query, request.headers.authorization);
    const person = personOfToken(deps.config.secretKey, token);
    if (!person) {
      if (pageOfToken(deps.config.secretKey, token)) return reply.code(400).send(graphError(100, '(#100) Tried accessing nonexisting field (accounts) on node type (Page)'));
      return reply.code(400).send(GRAPH_ERRORS.token());
    }
    const limit = query.limit ?? DEFAULT_LIMIT;
    const afterIndex = query.after ? person.pages.findIndex((page) => page.id === pageIdOf(query.after ?? '')) : -1;
    const batch = person.pages.slice(afterIndex + 1, afterIndex + 1 + limit);
    const first = batch[0];
    const last = batch.at(-1);
    const fields = new Set((query.fields ?? 'id,name').split(',').map((field) => field.trim()));
    const data = batch.map((page) => account(page, fields, () => pageAccessToken(deps.config.secretKey, page.id)));
    if (!first || !last) return { data };
    const more = person.pages.indexOf(last) < person.pages.length - 1;
    const next = new URL(`${deps.config.publicUrl}/sandbox/facebook/${encodeURIComponent(version)}/me/accounts`);
    next.search = new URLSearchParams({ access_token: token, fields: query.fields ?? 'id,name', limit: String(limit), after: cursorOf(last.id) }).toString();
    return { data, paging: { cursors: { before: cursorOf(first.id), after: cursorOf(last.id) }, ...(more ? { next: next.toString() } : {}) } };
  });
}
