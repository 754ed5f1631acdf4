import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RestAnswer } from '../../../services/contracts/rest';
import { facebookSandboxNodeParams, facebookSandboxNodeQuery, type facebookSandboxNode } from '../../../services/contracts/rest/facebookSandbox';
import type { AppDeps } from '../../deps';
import { parseWith } from '../../http/validate';
import { GRAPH_ERRORS } from '../whatsapp/graphErrors';
import { graphToken, pageAccessToken, pageById, pageOfInstagram, pageOfToken, personOfToken, type SandboxPage } from './sandboxWorld';

type Node = z.input<typeof facebookSandboxNode>;

/** The fields of `fields=` (nested selections such as instagram_business_account{id,username} count as their name). */
function askedFields(fields: string | undefined): Set<string> {
  return new Set(
    (fields ?? 'id,name')
      .replace(/\{[^}]*\}/g, '')
      .split(',')
      .map((field) => field.trim()),
  );
}

/** Who may read a page: its own token, or the token of the person who manages it (who also sees the page's token). */
function reader(secretKey: string, token: string, page: SandboxPage): 'page' | 'manager' | null {
  if (pageOfToken(secretKey, token)?.id === page.id) return 'page';
  return personOfToken(secretKey, token)?.pages.some((owned) => owned.id === page.id) ? 'manager' : null;
}

function pageNode(page: SandboxPage, fields: Set<string>, asManager: boolean, pageToken: () => string): Node {
  const instagram = page.instagram?.business ? page.instagram : null;
  return {
    id: page.id,
    ...(fields.has('name') ? { name: page.name } : {}),
    ...(fields.has('category') ? { category: page.category } : {}),
    ...(fields.has('access_token') && asManager ? { access_token: pageToken() } : {}),
    ...(fields.has('instagram_business_account') && instagram ? { instagram_business_account: { id: instagram.id, username: instagram.username } } : {}),
  };
}

/**
 * GET /{version}/{node}: a page (with its name, category, its token for the person who manages
 * it, and its Instagram business account) or an Instagram account (its username), read with the
 * page's token; Graph's errors for a token it did not issue (190) or a node the token may not see (100).
 */
export function pageNodeRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get('/sandbox/facebook/:version/:nodeId', async (request, reply): Promise<RestAnswer<'GET /sandbox/facebook/:version/:nodeId'>> => {
    const { nodeId } = parseWith(facebookSandboxNodeParams, request.params);
    const query = parseWith(facebookSandboxNodeQuery, request.query ?? {});
    const token = graphToken(query, request.headers.authorization);
    if (!pageOfToken(deps.config.secretKey, token) && !personOfToken(deps.config.secretKey, token)) return reply.code(400).send(GRAPH_ERRORS.token());
    const fields = askedFields(query.fields);
    const page = pageById(nodeId);
    const role = page ? reader(deps.config.secretKey, token, page) : null;
    if (page && role) return pageNode(page, fields, role === 'manager', () => pageAccessToken(deps.config.secretKey, page.id));
    const owner = pageOfInstagram(nodeId);
    const instagram = owner?.instagram;
    if (owner && instagram && reader(deps.config.secretKey, token, owner)) {
      return { id: instagram.id, ...(fields.has('username') ? { username: instagram.username } : {}), ...(fields.has('name') ? { name: owner.name } : {}) };
    }
    return reply.code(400).send(GRAPH_ERRORS.unknownNode(nodeId));
  });
}
