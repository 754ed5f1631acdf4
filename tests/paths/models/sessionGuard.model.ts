import { sessionGuardMachine, type RouteChange, type StoredSession } from '../../../machines/account/sessionGuard.machine';
import { serializeWith, type CatalogueEntry } from '../model';

const none: StoredSession = { token: null, userId: null, tfa: null, userInfoExists: false, releaseId: null };
const session: StoredSession = { token: 'token-1', userId: 'u1', tfa: 'valid', userInfoExists: true, releaseId: 'r2' };
const visit = (path: string, storage: StoredSession, search = ''): { type: 'ROUTE_CHANGED' } & RouteChange => ({
  type: 'ROUTE_CHANGED',
  path,
  search,
  storage,
  currentReleaseId: 'r2',
});

export const routeVisits = [
  visit('/login', none),
  visit('/reset/abc123', none),
  visit('/welcome/install/shopify', none),
  visit('/craftgate-common-payment', none),
  visit('/assistants', session),
  visit('/assistants', { ...session, releaseId: 'r1' }),
  visit('/chatbot-designer', none, '?id=7&version=2'),
  visit('/install/shopify', none, '?shop=demo'),
  visit('/companies', { ...session, userId: '' }),
  visit('/companies', { ...session, tfa: 'notSet' }),
  visit('/2fa/setup', { ...session, tfa: 'notSet' }),
];

export const sessionGuardModel: CatalogueEntry = {
  machine: sessionGuardMachine,
  appActions: ['clearStorage', 'redirect', 'rememberOrigin', 'flagAppInstallation', 'refreshRelease'],
  scenarios: [{ name: 'route changes', events: routeVisits }],
  serialize: serializeWith(({ context }) => context.redirectTo),
};
