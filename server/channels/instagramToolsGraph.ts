import { z } from 'zod';
import type { IceBreaker, PersistentMenuButton } from '../../services/contracts/channels/instagramTools';
import { graphIceBreakerLocale, graphMenuLocale, messengerProfileAnswer } from '../../services/contracts/rest/facebookProfileSandbox';
import type { ProviderAccess } from './adapters/channelAdapter';
import { callProvider, type ProviderAnswer } from './adapters/providerHttp';
import { GRAPH_VERSION } from './facebookApp';

/** Where an Instagram tool's call goes and with which page token. */
export type InstagramGraph = { access: ProviderAccess; pageAccessToken: string };

/** Graph refused or could not be reached: the reason in words (never the token). */
export class InstagramGraphFailure extends Error {}

const url = (graph: InstagramGraph, path: string, query: Record<string, string> = {}) =>
  `${graph.access.baseUrl.replace(/\/+$/, '')}/${GRAPH_VERSION}/${path}?${new URLSearchParams(query)}`;

async function call(graph: InstagramGraph, address: string, init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {}): Promise<unknown> {
  const answer: ProviderAnswer = await callProvider(graph.access, address, { ...init, headers: { authorization: `Bearer ${graph.pageAccessToken}` } });
  if (answer.kind !== 'ok') throw new InstagramGraphFailure(answer.reason);
  return answer.body;
}

const profileUrl = (graph: InstagramGraph, query: Record<string, string> = {}) => url(graph, 'me/messenger_profile', { platform: 'instagram', ...query });

/** The profile's entries, read with Graph's own shape; an answer of another shape is a failure. */
async function readProfile(graph: InstagramGraph, field: 'persistent_menu' | 'ice_breakers') {
  const parsed = messengerProfileAnswer.safeParse(await call(graph, profileUrl(graph, { fields: field })));
  if (!parsed.success) throw new InstagramGraphFailure('Graph answered the profile in an unknown shape.');
  return parsed.data.data;
}

const hasMenu = z.object({ persistent_menu: z.array(graphMenuLocale) });
const hasIceBreakers = z.object({ ice_breakers: z.array(graphIceBreakerLocale) });
const defaultOf = <T extends { locale: string }>(locales: T[]): T | undefined => locales.find((l) => l.locale === 'default') ?? locales[0];

/** The default locale's menu as the editor shows it. */
export async function readPersistentMenu(graph: InstagramGraph): Promise<PersistentMenuButton[]> {
  const locales = (await readProfile(graph, 'persistent_menu')).flatMap((entry) => hasMenu.safeParse(entry).data?.persistent_menu ?? []);
  return (defaultOf(locales)?.call_to_actions ?? []).map((item) =>
    item.type === 'web_url' ? { type: 'web_url', title: item.title ?? '', url: item.url ?? '' } : { type: 'postback', title: item.title ?? '', payload: item.payload ?? '' },
  );
}

/** Sets the default locale's menu; an empty one removes it. */
export async function setPersistentMenu(graph: InstagramGraph, buttons: PersistentMenuButton[]): Promise<void> {
  if (!buttons.length) {
    await call(graph, profileUrl(graph), { method: 'DELETE', body: { fields: ['persistent_menu'], platform: 'instagram' } });
    return;
  }
  const call_to_actions = buttons.map((b) => (b.type === 'web_url' ? { type: b.type, title: b.title, url: b.url } : { type: b.type, title: b.title, payload: b.payload }));
  await call(graph, profileUrl(graph), { body: { platform: 'instagram', persistent_menu: [{ locale: 'default', composer_input_disabled: false, call_to_actions }] } });
}

/** The default locale's ice breakers (Graph answers them in its new format, or nested under ice_breakers). */
export async function readIceBreakers(graph: InstagramGraph): Promise<IceBreaker[]> {
  const locales = (await readProfile(graph, 'ice_breakers')).flatMap((entry) => {
    const nested = hasIceBreakers.safeParse(entry);
    if (nested.success) return nested.data.ice_breakers;
    const flat = graphIceBreakerLocale.safeParse(entry);
    return flat.success ? [flat.data] : [];
  });
  return (defaultOf(locales)?.call_to_actions ?? []).map(({ question, payload }) => ({ question, payload }));
}

/** Sets the default locale's ice breakers; an empty list removes them. */
export async function setIceBreakers(graph: InstagramGraph, items: IceBreaker[]): Promise<void> {
  if (!items.length) {
    await call(graph, profileUrl(graph), { method: 'DELETE', body: { fields: ['ice_breakers'], platform: 'instagram' } });
    return;
  }
  await call(graph, profileUrl(graph), { body: { platform: 'instagram', ice_breakers: [{ locale: 'default', call_to_actions: items }] } });
}

const pageWithInstagram = z.object({ instagram_business_account: z.object({ username: z.string() }) });

/** The username of the page's Instagram business account. */
export async function readInstagramUsername(graph: InstagramGraph, pageID: string): Promise<string> {
  const answer = pageWithInstagram.safeParse(await call(graph, url(graph, encodeURIComponent(pageID), { fields: 'instagram_business_account{id,username}' })));
  if (!answer.success) throw new InstagramGraphFailure('The page has no Instagram business account.');
  return answer.data.instagram_business_account.username;
}
