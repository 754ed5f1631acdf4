import { assertEvent, assign, setup } from 'xstate';

export type StoredSession = {
  token?: string | null;
  userId?: string | null;
  tfa?: string | null;
  userInfoExists: boolean;
  releaseId?: string | null;
};

export type RouteChange = { path: string; search: string; storage: StoredSession; currentReleaseId: string };
export type SessionGuardEvent = { type: 'ROUTE_CHANGED' } & RouteChange;
export type SessionGuardContext = { route: RouteChange | null; redirectTo: string | null };

/** Spec 2.1: routes open without a session (patterns; `:param` is one path segment). */
export const PUBLIC_ROUTES = [
  '/login',
  '/register',
  '/welcome',
  '/forget',
  '/reset/:token',
  '/choose-password',
  '/invitation',
  '/2fa/setup',
  '/2fa/verify',
  '/guide',
  '/chatbot-test',
  '/inspector',
  '/vote/:id',
  '/welcome/install/:integrationName',
  '/shopify/redirect',
  '/redirect',
  '/logout',
  '/error',
] as const;

const routePattern = (route: string) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`, 'i');
const publicPatterns = PUBLIC_ROUTES.map(routePattern);

export function isPublicRoute(path: string): boolean {
  return path.includes('craftgate-common-payment') || publicPatterns.some((p) => p.test(path));
}

/** Spec 2.2: the integration install page and its welcome (landing) page flag an app installation. */
export function isAppInstallationRoute(path: string): boolean {
  return path.startsWith('/install/') || path.startsWith('/welcome/install/');
}

export function isSignedIn(s: StoredSession): boolean {
  return Boolean(s.token) && Boolean(s.userId && s.userId.trim() !== '');
}

const routeOf = (event: SessionGuardEvent): RouteChange => ({
  path: event.path,
  search: event.search,
  storage: event.storage,
  currentReleaseId: event.currentReleaseId,
});
const route = (context: SessionGuardContext): RouteChange => {
  if (!context.route) throw new Error('no route checked yet');
  return context.route;
};

export const sessionGuardMachine = setup({
  types: { context: {} as SessionGuardContext, events: {} as SessionGuardEvent },
  guards: {
    twoFactorNotSet: ({ context }) => route(context).storage.tfa === 'notSet' && route(context).storage.userInfoExists,
    publicInstallRoute: ({ context }) => isPublicRoute(route(context).path) && isAppInstallationRoute(route(context).path),
    publicRoute: ({ context }) => isPublicRoute(route(context).path),
    signedInNewRelease: ({ context }) => isSignedIn(route(context).storage) && route(context).storage.releaseId !== route(context).currentReleaseId,
    signedIn: ({ context }) => isSignedIn(route(context).storage),
    installRoute: ({ context }) => isAppInstallationRoute(route(context).path),
  },
  actions: {
    takeRoute: assign({ route: ({ event }) => (assertEvent(event, 'ROUTE_CHANGED'), routeOf(event)), redirectTo: null }),
    setLoginRedirect: assign({ redirectTo: '/login' }),
    // Provided by the app (the router):
    clearStorage: () => {},
    redirect: (_, _params: { to: string }) => {},
    rememberOrigin: (_, _params: { origin: string }) => {},
    flagAppInstallation: () => {},
    refreshRelease: (_, _params: { releaseId: string }) => {},
  },
}).createMachine({
  id: 'sessionGuard',
  initial: 'waiting',
  context: { route: null, redirectTo: null },
  on: { ROUTE_CHANGED: { target: '.checking', actions: 'takeRoute' } },
  states: {
    waiting: {},
    checking: {
      always: [
        {
          guard: 'twoFactorNotSet',
          target: 'forcedLogout',
          actions: ['clearStorage', 'setLoginRedirect', { type: 'redirect', params: { to: '/login' } }],
        },
        { guard: 'publicInstallRoute', target: 'public', actions: 'flagAppInstallation' },
        { guard: 'publicRoute', target: 'public' },
        {
          guard: 'signedInNewRelease',
          target: 'allowed',
          actions: { type: 'refreshRelease', params: ({ context }) => ({ releaseId: route(context).currentReleaseId }) },
        },
        { guard: 'signedIn', target: 'allowed' },
        { guard: 'installRoute', target: 'loginRequired', actions: 'flagAppInstallation' },
        { target: 'loginRequired' },
      ],
    },
    /** A public route: shown without a session. */
    public: {},
    /** A signed-in route with a session. */
    allowed: {},
    /** No session: the origin is remembered and the router goes to /login. */
    loginRequired: {
      entry: [
        { type: 'rememberOrigin', params: ({ context }) => ({ origin: route(context).path + route(context).search }) },
        'setLoginRedirect',
        { type: 'redirect', params: { to: '/login' } },
      ],
    },
    /** Two-factor never set up while user info exists: storage cleared, back to /login. */
    forcedLogout: {},
  },
});
