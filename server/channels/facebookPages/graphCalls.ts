import type { FacebookPagesAnswer, SecondaryReceiver } from '../../../services/contracts/rest/facebookPages';
import { facebookMessages } from '../../../services/contracts/channels/facebook';
import { graphErrorOf } from '../adapters/whatsappCloudGraph';
import { callProvider, type ProviderAnswer } from '../adapters/providerHttp';
import { GRAPH_VERSION, type FacebookApp } from '../facebookApp';
import { providerAccess } from '../providerAccess';

type Config = Parameters<typeof providerAccess>[0];

/** What a Graph call answered: its JSON, or Graph's code and words (or none when Graph could not be reached). */
export type GraphResult = { ok: true; body: unknown } | { ok: false; code: number | undefined; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function graphGet(config: Config, path: string, query: Record<string, string>): Promise<GraphResult> {
  const access = providerAccess(config, 'facebook');
  const url = `${access.baseUrl.replace(/\/+$/, '')}/${GRAPH_VERSION}/${path}?${new URLSearchParams(query)}`;
  const answer: ProviderAnswer = await callProvider(access, url);
  if (answer.kind === 'ok') return { ok: true, body: answer.body };
  const error = graphErrorOf(answer.body);
  return { ok: false, code: error?.code, message: error?.message || facebookMessages.receiversFailed };
}

/** The code from the dialog for the person's user access token (the app secret stays on the server). */
export async function exchangeCode(config: Config, app: FacebookApp, code: string, redirectUri: string): Promise<GraphResult & { token?: string }> {
  const result = await graphGet(config, 'oauth/access_token', { client_id: app.appId, redirect_uri: redirectUri, client_secret: app.appSecret, code });
  if (!result.ok) return result;
  const token = isRecord(result.body) ? text(result.body['access_token']) : '';
  return token ? { ...result, token } : { ok: false, code: undefined, message: facebookMessages.receiversFailed };
}

/** GET /me/accounts with the user's token: one Graph page of 25 after `after`, and where the next starts. */
export async function pagesOf(config: Config, accessToken: string, after: string | null): Promise<GraphResult & { answer?: FacebookPagesAnswer }> {
  const result = await graphGet(config, 'me/accounts', { fields: 'business,access_token,name', limit: '25', access_token: accessToken, ...(after ? { after } : {}) });
  if (!result.ok) return result;
  const body = isRecord(result.body) ? result.body : {};
  const data = Array.isArray(body['data']) ? body['data'].filter(isRecord) : [];
  const pages = data.map((page) => ({
    id: text(page['id']),
    name: text(page['name']),
    accessToken: text(page['access_token']),
    businessId: isRecord(page['business']) ? text(page['business']['id']) || null : null,
  }));
  const paging = isRecord(body['paging']) ? body['paging'] : {};
  const cursors = isRecord(paging['cursors']) ? paging['cursors'] : {};
  const next = typeof paging['next'] === 'string' ? text(cursors['after']) || null : null;
  return { ...result, answer: { pages: pages.filter((page) => page.id !== ''), after: next } };
}

/** GET /me/secondary_receivers with a page's token: the apps the page may hand a conversation to. */
export async function receiversOf(config: Config, pageToken: string): Promise<GraphResult & { receivers?: SecondaryReceiver[] }> {
  const result = await graphGet(config, 'me/secondary_receivers', { fields: 'id,name', access_token: pageToken });
  if (!result.ok) return result;
  const data = isRecord(result.body) && Array.isArray(result.body['data']) ? result.body['data'].filter(isRecord) : [];
  return { ...result, receivers: data.map((app) => ({ id: text(app['id']), name: text(app['name']) || text(app['id']) })).filter((app) => app.id !== '') };
}
