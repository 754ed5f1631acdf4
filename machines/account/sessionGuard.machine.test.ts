import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { routeVisits, sessionGuardModel } from '../../tests/paths/models/sessionGuard.model';
import { isPublicRoute, PUBLIC_ROUTES, sessionGuardMachine, type RouteChange, type SessionGuardEvent, type StoredSession } from './sessionGuard.machine';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(sessionGuardModel);
const visitOf = (event: unknown) => event as RouteChange;

/** Spec 2.1, 2.2 and 4, written out independently of the machine. */
function expectedCalls(r: RouteChange) {
  const s = r.storage;
  if (s.tfa === 'notSet' && s.userInfoExists) return { state: 'forcedLogout', calls: ['clearStorage', 'redirect'] };
  const install = r.path.startsWith('/install/') || r.path.startsWith('/welcome/install/');
  if (isPublicRoute(r.path)) return { state: 'public', calls: install ? ['flagAppInstallation'] : [] };
  if (s.token && s.userId) return { state: 'allowed', calls: s.releaseId !== r.currentReleaseId ? ['refreshRelease'] : [] };
  return { state: 'loginRequired', calls: [...(install ? ['flagAppInstallation'] : []), 'rememberOrigin', 'redirect'] };
}

const decided = (d: Driver, event: unknown) => {
  const expected = expectedCalls(visitOf(event));
  expect(d.snapshot().value).toBe(expected.state);
  expect(d.lastCalls().map((c) => c.type)).toEqual(expected.calls);
};

const checks: StateChecks = {
  public: (d, step) => decided(d, step.event),
  allowed: (d, step) => {
    decided(d, step.event);
    const refresh = d.lastCalls().find((c) => c.type === 'refreshRelease');
    if (refresh) expect(refresh.params).toEqual({ releaseId: 'r2' });
  },
  loginRequired: (d, step) => {
    decided(d, step.event);
    const r = visitOf(step.event);
    expect(d.called('rememberOrigin').at(-1)).toEqual({ origin: r.path + r.search });
    expect(d.called('redirect').at(-1)).toEqual({ to: '/login' });
  },
  forcedLogout: (d, step) => {
    decided(d, step.event);
    expect(d.called('redirect').at(-1)).toEqual({ to: '/login' });
  },
};

describe('sessionGuardMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(sessionGuardMachine, paths).states.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(sessionGuardModel, path, checks);
  });
});

describe('public routes (spec 2.1)', () => {
  it.each([
    ['/login', true],
    ['/reset/tok-1', true],
    ['/vote/abc', true],
    ['/Error', true],
    ['/welcome/install/shopify', true],
    ['/analysis/craftgate-common-payment', true],
    ['/reset', false],
    ['/assistants', false],
    ['/install/shopify', false],
    ['/login/extra', false],
  ])('%s public: %s', (path, expected) => {
    expect(isPublicRoute(path)).toBe(expected);
  });
  it('each sample visit is decided', () => {
    expect(routeVisits.map((v) => expectedCalls(v).state)).toContain('loginRequired');
  });
});

type Call = { type: string; params: unknown };
const appActions = ['clearStorage', 'redirect', 'rememberOrigin', 'flagAppInstallation', 'refreshRelease'] as const;
const noSession: StoredSession = { token: null, userId: null, tfa: null, userInfoExists: false, releaseId: null };
const signedIn: StoredSession = { token: 'token-1', userId: 'u1', tfa: 'valid', userInfoExists: true, releaseId: 'r2' };
const change = (path: string, storage: StoredSession, search = ''): SessionGuardEvent => ({ type: 'ROUTE_CHANGED', path, search, storage, currentReleaseId: 'r2' });

/** A guard as the router runs it: every app action it calls, in order. */
function startGuard() {
  const calls: Call[] = [];
  const actions = Object.fromEntries(appActions.map((type) => [type, (_: unknown, params: unknown) => void calls.push({ type, params })]));
  const actor = createActor(sessionGuardMachine.provide({ actions })).start();
  const visit = (event: SessionGuardEvent) => {
    calls.length = 0;
    actor.send(event);
    return { state: actor.getSnapshot().value, context: actor.getSnapshot().context, calls: [...calls] };
  };
  return { actor, visit };
}

describe('the guard as the router sees it', () => {
  it('waits for the first route without calling anything', () => {
    const { actor } = startGuard();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context).toEqual({ route: null, redirectTo: null });
  });

  it('every documented public route opens without a session', () => {
    const samples: Record<(typeof PUBLIC_ROUTES)[number], string> = {
      '/login': '/login',
      '/register': '/register',
      '/welcome': '/welcome',
      '/forget': '/forget',
      '/reset/:token': '/reset/tok-1',
      '/choose-password': '/choose-password',
      '/invitation': '/invitation',
      '/2fa/setup': '/2fa/setup',
      '/2fa/verify': '/2fa/verify',
      '/guide': '/guide',
      '/chatbot-test': '/chatbot-test',
      '/inspector': '/inspector',
      '/vote/:id': '/vote/abc',
      '/welcome/install/:integrationName': '/welcome/install/shopify',
      '/shopify/redirect': '/shopify/redirect',
      '/redirect': '/redirect',
      '/logout': '/logout',
      '/error': '/error',
    };
    for (const route of PUBLIC_ROUTES) {
      const { visit } = startGuard();
      const seen = visit(change(samples[route], noSession));
      expect([route, seen.state]).toEqual([route, 'public']);
      expect(seen.context.redirectTo).toBeNull();
    }
  });

  it.each([
    ['/login/', true],
    ['/LOGIN', true],
    ['/reset/TOKEN-9', true],
    ['/reset/a/b', false],
    ['/vote/', false],
    ['/welcome/install/', false],
    ['/x/login', false],
    ['/loginx', false],
    ['/', false],
    ['', false],
    ['/payment/craftgate-common-payment/ok', true],
  ])('%s public: %s', (path, expected) => {
    expect(isPublicRoute(path)).toBe(expected);
  });

  it('a signed-in route without a session remembers the whole origin and goes to /login', () => {
    const { visit } = startGuard();
    const event = change('/chatbot-designer', noSession, '?id=7');
    const seen = visit(event);
    expect(seen.state).toBe('loginRequired');
    expect(seen.calls).toEqual([
      { type: 'rememberOrigin', params: { origin: '/chatbot-designer?id=7' } },
      { type: 'redirect', params: { to: '/login' } },
    ]);
    expect(seen.context).toEqual({ route: { path: '/chatbot-designer', search: '?id=7', storage: noSession, currentReleaseId: 'r2' }, redirectTo: '/login' });
  });

  it('the next route clears the redirect the last one asked for', () => {
    const { visit } = startGuard();
    expect(visit(change('/assistants', noSession)).context.redirectTo).toBe('/login');
    const seen = visit(change('/assistants', signedIn));
    expect(seen.state).toBe('allowed');
    expect(seen.calls).toEqual([]);
    expect(seen.context).toEqual({ route: { path: '/assistants', search: '', storage: signedIn, currentReleaseId: 'r2' }, redirectTo: null });
  });

  it.each([
    ['no token', { ...signedIn, token: null }],
    ['an empty token', { ...signedIn, token: '' }],
    ['no user id', { ...signedIn, userId: null }],
    ['a blank user id', { ...signedIn, userId: '   ' }],
  ])('%s is no session', (_, storage) => {
    const { visit } = startGuard();
    const seen = visit(change('/companies', storage));
    expect(seen.state).toBe('loginRequired');
    expect(seen.calls.map((c) => c.type)).toEqual(['rememberOrigin', 'redirect']);
  });

  it('a session of another release is allowed and refreshes to the current release', () => {
    const { visit } = startGuard();
    const seen = visit({ ...change('/companies', { ...signedIn, releaseId: 'r1' }), currentReleaseId: 'r7' });
    expect(seen.state).toBe('allowed');
    expect(seen.calls).toEqual([{ type: 'refreshRelease', params: { releaseId: 'r7' } }]);
    expect(seen.context.redirectTo).toBeNull();
  });

  it('a session of the current release is allowed without a refresh', () => {
    const { visit } = startGuard();
    const seen = visit({ ...change('/companies', { ...signedIn, releaseId: 'r7' }), currentReleaseId: 'r7' });
    expect(seen.state).toBe('allowed');
    expect(seen.calls).toEqual([]);
  });

  it('two-factor never set up with user info: storage cleared and back to /login, even on a public route', () => {
    for (const path of ['/companies', '/login', '/welcome/install/shopify']) {
      const { visit } = startGuard();
      const seen = visit(change(path, { ...signedIn, tfa: 'notSet' }));
      expect(seen.state).toBe('forcedLogout');
      expect(seen.calls).toEqual([
        { type: 'clearStorage', params: undefined },
        { type: 'redirect', params: { to: '/login' } },
      ]);
      expect(seen.context.redirectTo).toBe('/login');
    }
  });

  it('two-factor not set without user info is decided as usual', () => {
    const { visit } = startGuard();
    expect(visit(change('/companies', { ...signedIn, tfa: 'notSet', userInfoExists: false })).state).toBe('allowed');
    expect(visit(change('/companies', { ...noSession, tfa: 'notSet' })).state).toBe('loginRequired');
    const other = visit(change('/companies', { ...signedIn, tfa: 'other' }));
    expect(other.state).toBe('allowed');
    expect(other.calls).toEqual([]);
  });

  it('the install pages flag an app installation; other pages do not', () => {
    const install = startGuard().visit(change('/install/shopify', noSession, '?shop=demo'));
    expect(install.state).toBe('loginRequired');
    expect(install.calls).toEqual([
      { type: 'flagAppInstallation', params: undefined },
      { type: 'rememberOrigin', params: { origin: '/install/shopify?shop=demo' } },
      { type: 'redirect', params: { to: '/login' } },
    ]);
    const installSignedIn = startGuard().visit(change('/install/shopify', signedIn));
    expect([installSignedIn.state, installSignedIn.calls]).toEqual(['allowed', []]);
    const landing = startGuard().visit(change('/welcome/install/shopify', signedIn));
    expect([landing.state, landing.calls]).toEqual(['public', [{ type: 'flagAppInstallation', params: undefined }]]);
    const welcome = startGuard().visit(change('/welcome', noSession));
    expect([welcome.state, welcome.calls]).toEqual(['public', []]);
    const elsewhere = startGuard().visit(change('/shop/install/x', noSession));
    expect(elsewhere.calls.map((c) => c.type)).toEqual(['rememberOrigin', 'redirect']);
    const welcomeElsewhere = startGuard().visit(change('/x/welcome/install/y', noSession));
    expect(welcomeElsewhere.calls.map((c) => c.type)).toEqual(['rememberOrigin', 'redirect']);
  });

  it('a public route with a session stays public', () => {
    const seen = startGuard().visit(change('/login', { ...signedIn, releaseId: 'r1' }));
    expect([seen.state, seen.calls]).toEqual(['public', []]);
  });
});
