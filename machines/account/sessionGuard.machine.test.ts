import { describe, expect, it } from 'vitest';
import { routeVisits, sessionGuardModel } from '../../tests/paths/models/sessionGuard.model';
import { isPublicRoute, sessionGuardMachine, type RouteChange } from './sessionGuard.machine';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';

const paths = generatePaths(sessionGuardModel);
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
