import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../../../services/contracts/rest';
import { profileFaultForm } from '../../../../services/contracts/rest/facebookProfileSandbox';
import type { AppDeps } from '../../../deps';
import { operatorOnly } from '../../../dev/operatorOnly';
import { parseBody } from '../../../http/validate';
import { pageById } from '../sandboxWorld';
import { messengerProfileRoutes } from './messengerProfile';
import { profileState } from './profileState';

/**
 * The profile part of the Facebook sandbox: each page's Messenger Profile (the Instagram
 * persistent menu and ice breakers) in memory, faults on demand for tests and demos (the next
 * `times` calls of get, set or delete answer Graph's 429 or 500), and what the operator sees of
 * the Instagram profiles set so far.
 */
export function profileSandbox(app: FastifyInstance, deps: AppDeps): void {
  const state = profileState();
  messengerProfileRoutes(app, deps, state);

  app.post('/sandbox/facebook/control/profile-faults', operatorOnly, async (request): Promise<RestAnswer<'POST /sandbox/facebook/control/profile-faults'>> => {
    const fault = parseBody(profileFaultForm, request.body);
    const list = state.faults.get(fault.call) ?? [];
    list.push({ status: fault.status, times: fault.times });
    state.faults.set(fault.call, list);
    return { call: fault.call, waiting: list.reduce((n, f) => n + f.times, 0) };
  });

  app.get('/sandbox/facebook/profiles', operatorOnly, async (): Promise<RestAnswer<'GET /sandbox/facebook/profiles'>> =>
    [...state.profiles.entries()].flatMap(([key, profile]) => {
      const [platform, pageId = ''] = key.split(':');
      const page = pageById(pageId);
      if (platform !== 'instagram' || !page?.instagram) return [];
      return [{ pageId, pageName: page.name, username: page.instagram.username, persistentMenu: profile.persistentMenu, iceBreakers: profile.iceBreakers }];
    }),
  );
}
