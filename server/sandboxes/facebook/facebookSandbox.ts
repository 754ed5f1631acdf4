import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { faultsSandbox } from './faults/faultsSandbox';
import { messagingSandbox } from './messaging/messagingSandbox';
import { pageNodeRoute } from './pageNode';
import { profileSandbox } from './profile/profileSandbox';
import { facebookSignInSandbox } from './signIn/signInSandbox';

/**
 * A local stand-in for Facebook's Graph API (developer mode), for the Facebook Messenger and
 * Instagram channels: the people and pages of sandboxWorld.ts, read through Graph's node
 * endpoint here; the OAuth dialog and page list, the Send API and webhooks, the profile
 * endpoints (menu, ice breakers) and the token faults tests ask for are its other parts.
 */
export function facebookSandbox(app: FastifyInstance, deps: AppDeps): void {
  faultsSandbox(app, deps);
  pageNodeRoute(app, deps);
  messagingSandbox(app, deps);
  profileSandbox(app, deps);
  facebookSignInSandbox(app, deps);
}
