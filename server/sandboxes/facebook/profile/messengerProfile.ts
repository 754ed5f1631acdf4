import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../../services/contracts/rest';
import {
  messengerProfileBody,
  messengerProfileDeleteBody,
  messengerProfileParams,
  messengerProfileQuery,
  type MessengerProfileAnswer,
} from '../../../../services/contracts/rest/facebookProfileSandbox';
import type { AppDeps } from '../../../deps';
import { parseWith } from '../../../http/validate';
import { checkIceBreakers, checkPersistentMenu } from './profileChecks';
import { invalidParameter, profilePage } from './profileAccess';
import type { PageProfile, ProfileState } from './profileState';

const PATH = '/sandbox/facebook/:version/me/messenger_profile';
const PROPERTIES = ['persistent_menu', 'ice_breakers'] as const;
type Property = (typeof PROPERTIES)[number];
const isProperty = (name: string): name is Property => (PROPERTIES as readonly string[]).includes(name);

function answerOf(profile: PageProfile, fields: Property[]): MessengerProfileAnswer {
  if (fields.length === 1 && fields[0] === 'ice_breakers') return { data: profile.iceBreakers };
  const entry = {
    ...(fields.includes('persistent_menu') && profile.persistentMenu.length ? { persistent_menu: profile.persistentMenu } : {}),
    ...(fields.includes('ice_breakers') && profile.iceBreakers.length ? { ice_breakers: profile.iceBreakers } : {}),
  };
  return { data: Object.keys(entry).length ? [entry] : [] };
}

/**
 * Meta's Messenger Profile API of a page, with the page's token (`platform=instagram` for its
 * Instagram account): GET ?fields= reads, POST sets persistent_menu and ice_breakers (checked
 * with Meta's limits, refused with Graph's errors), DELETE removes the named fields.
 */
export function messengerProfileRoutes(app: FastifyInstance, deps: AppDeps, state: ProfileState): void {
  const { secretKey } = deps.config;

  app.get(PATH, async (request, reply): Promise<RestAnswer<'GET /sandbox/facebook/:version/me/messenger_profile'>> => {
    parseWith(messengerProfileParams, request.params);
    const query = parseWith(messengerProfileQuery, request.query ?? {});
    const platform = query.platform ?? 'messenger';
    const page = profilePage(state, secretKey, 'get', { query, authorization: request.headers.authorization, platform }, reply);
    if (!page) return reply;
    const fields = (query.fields ?? '')
      .split(',')
      .map((field) => field.trim())
      .filter(isProperty);
    if (!fields.length) return reply.code(400).send(invalidParameter('The parameter fields is required and names profile properties.'));
    return answerOf(state.profileOf(page.id, platform), fields);
  });

  app.post(PATH, async (request, reply): Promise<RestAnswer<'POST /sandbox/facebook/:version/me/messenger_profile'>> => {
    parseWith(messengerProfileParams, request.params);
    const query = parseWith(messengerProfileQuery, request.query ?? {});
    const body = parseWith(messengerProfileBody, request.body ?? {});
    const platform = query.platform ?? body.platform ?? 'messenger';
    const page = profilePage(state, secretKey, 'set', { query, authorization: request.headers.authorization, platform }, reply);
    if (!page) return reply;
    if (body.persistent_menu === undefined && body.ice_breakers === undefined)
      return reply.code(400).send(invalidParameter('Requires one of the params: persistent_menu, ice_breakers.'));
    const menu = body.persistent_menu === undefined ? undefined : checkPersistentMenu(body.persistent_menu);
    const breakers = body.ice_breakers === undefined ? undefined : checkIceBreakers(body.ice_breakers);
    for (const checked of [menu, breakers]) if (checked && !checked.ok) return reply.code(400).send(invalidParameter(checked.detail));
    const profile = state.profileOf(page.id, platform);
    if (menu?.ok) profile.persistentMenu = menu.value;
    if (breakers?.ok) profile.iceBreakers = breakers.value;
    return { result: 'success' };
  });

  app.delete(PATH, async (request, reply): Promise<RestAnswer<'DELETE /sandbox/facebook/:version/me/messenger_profile'>> => {
    parseWith(messengerProfileParams, request.params);
    const query = parseWith(messengerProfileQuery, request.query ?? {});
    const body = parseWith(messengerProfileDeleteBody, request.body ?? {});
    const platform = query.platform ?? body.platform ?? 'messenger';
    const page = profilePage(state, secretKey, 'delete', { query, authorization: request.headers.authorization, platform }, reply);
    if (!page) return reply;
    const fields = (body.fields ?? []).filter(isProperty);
    if (!fields.length) return reply.code(400).send(invalidParameter('param fields must be a non-empty array of profile properties.'));
    const profile = state.profileOf(page.id, platform);
    if (fields.includes('persistent_menu')) profile.persistentMenu = [];
    if (fields.includes('ice_breakers')) profile.iceBreakers = [];
    return { result: 'success' };
  });
}
