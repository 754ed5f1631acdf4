import { describe, expect, it } from 'vitest';
import { harbourCompany, installed, integrationInstallModel, shop, shopifyCallback } from '../../tests/paths/models/integrationInstall.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { failureStatus } from '../shared/apiError';
import { commonTexts } from '../shared/text';
import { integrationInstallMachine, type IntegrationInstallContext } from './integrationInstall.machine';
import { installTexts } from './installTexts';

const paths = generatePaths(integrationInstallModel);
const ctx = (d: Driver) => d.snapshot().context as IntegrationInstallContext;
const can = (d: Driver, type: string) => d.snapshot().can({ type } as never);

/** What a failed call shows: the contract's refusals in their own translated words, no answer the internet text. */
function shownFor(error: unknown, named: string) {
  return failureStatus(error) === undefined ? { key: commonTexts.noInternet } : { key: named };
}

const checks: StateChecks = {
  opening: () => {},
  unknownIntegration: (d) => {
    expect(ctx(d).integrationName).toBe('mystery');
    expect(can(d, 'SUBMIT')).toBe(false);
  },
  notConnectable: (d) => {
    expect(ctx(d).integrationName).toBe('ideasoft');
    expect(can(d, 'SUBMIT')).toBe(false);
  },
  askingShop: (d, step) => {
    const event = step.event as { type: string; error?: unknown };
    if (event.type === 'SUBMIT') expect(ctx(d).error).toEqual({ key: ctx(d).shop === '' ? installTexts.shopRequired : installTexts.shopInvalid });
    else if (event.type.startsWith('xstate.error')) expect(ctx(d).error).toEqual(shownFor(event.error, installTexts.notConfigured));
    else if (event.type === 'START_AGAIN') {
      expect(ctx(d).callback).toBeNull();
      expect(ctx(d).shop).toBe(shop);
      expect(d.called('forgetRedirect')).toHaveLength(1);
    } else expect(ctx(d).error).toBeNull();
  },
  authorizing: (d) => {
    expect(d.invocations.shopifyAuthorizeUrl?.at(-1)).toEqual({ query: { shop: ctx(d).shop } });
  },
  leaving: (d) => {
    expect(d.called('openShopify').at(-1)).toEqual({ url: expect.stringContaining('/admin/oauth/authorize') });
  },
  loadingCompanies: (d) => {
    expect(ctx(d).callback).toEqual(shopifyCallback);
    expect(ctx(d).error).toBeNull();
    expect(can(d, 'CONNECT')).toBe(false);
  },
  companiesFailed: (d) => {
    expect(ctx(d).error).toEqual({ key: commonTexts.noInternet });
    expect(can(d, 'RETRY')).toBe(true);
    expect(can(d, 'CONNECT')).toBe(false);
  },
  noAdminCompany: (d) => {
    expect(ctx(d).companies).toEqual([]);
    expect(can(d, 'CONNECT')).toBe(false);
  },
  choosingCompany: (d, step) => {
    const event = step.event as { type: string; error?: unknown; output?: unknown };
    expect(ctx(d).callback).toEqual(shopifyCallback);
    // Only the companies the person administers are offered; the only one is chosen for them.
    expect(ctx(d).companies.every((company) => company.currentUserType === 'ADMIN')).toBe(true);
    if (event.type === 'xstate.done.actor.loadCompanies') {
      expect(ctx(d).companyId).toBe(ctx(d).companies.length === 1 ? harbourCompany : null);
      expect(ctx(d).name).toBe('harbour-goods');
    }
    if (event.type === 'CONNECT') expect(ctx(d).error).toEqual({ key: ctx(d).companyId === null ? installTexts.companyRequired : installTexts.nameRequired });
    else if (event.type.startsWith('xstate.error')) expect(ctx(d).error).toEqual(shownFor(event.error, installTexts.unreachable));
    else expect(ctx(d).error).toBeNull();
  },
  connecting: (d) => {
    expect(d.invocations.installShopify?.at(-1)).toEqual({ companyId: harbourCompany, name: ctx(d).name.trim(), callback: shopifyCallback });
  },
  connected: (d) => {
    expect(ctx(d).installed).toEqual(installed);
    expect(can(d, 'CONNECT')).toBe(false);
  },
  refused: (d) => {
    expect(ctx(d).error).toEqual({ key: installTexts.otherCompany });
    expect(can(d, 'CONNECT')).toBe(false);
    expect(can(d, 'START_AGAIN')).toBe(true);
  },
};

describe('integrationInstallMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(integrationInstallMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(integrationInstallModel, path, checks);
  });
});
