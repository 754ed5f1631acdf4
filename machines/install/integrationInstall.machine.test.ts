import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { adminCompanies, harbourCompany, installed, integrationInstallModel, shop, shopifyCallback } from '../../tests/paths/models/integrationInstall.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { failureStatus } from '../shared/apiError';
import { commonTexts } from '../shared/text';
import { integrationInstallMachine, type IntegrationInstallContext } from './integrationInstall.machine';
import { installTexts } from './installTexts';

const { paths, failure: generationFailure } = guardedPaths(integrationInstallModel);
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
    // A failure shown before is gone once the shop is sent again.
    expect(ctx(d).error).toBeNull();
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
  noAdminCompany: (d, step) => {
    expect(ctx(d).companies).toEqual([]);
    // Only an answer without a company the person administers ends here.
    const answered = (step.event as { output?: Array<{ currentUserType: string }> }).output ?? [];
    expect(answered.filter((company) => company.currentUserType === 'ADMIN')).toEqual([]);
    expect(can(d, 'CONNECT')).toBe(false);
  },
  choosingCompany: (d, step) => {
    const event = step.event as { type: string; error?: unknown; output?: unknown };
    expect(ctx(d).callback).toEqual(shopifyCallback);
    // Only the companies the person administers are offered; the only one is chosen for them.
    expect(ctx(d).companies.every((company) => company.currentUserType === 'ADMIN')).toBe(true);
    if (event.type === 'xstate.done.actor.loadCompanies') {
      // The companies the person administers, as the server listed them.
      const answered = event.output as typeof adminCompanies;
      expect(ctx(d).companies).toEqual(answered.filter((company) => company.currentUserType === 'ADMIN'));
      expect(ctx(d).companies.length).toBeGreaterThan(0);
      expect(ctx(d).companyId).toBe(ctx(d).companies.length === 1 ? harbourCompany : null);
      expect(ctx(d).name).toBe('harbour-goods');
    }
    if (event.type === 'CONNECT') expect(ctx(d).error).toEqual({ key: ctx(d).companyId === null ? installTexts.companyRequired : installTexts.nameRequired });
    else if (event.type.startsWith('xstate.error')) expect(ctx(d).error).toEqual(shownFor(event.error, installTexts.unreachable));
    else expect(ctx(d).error).toBeNull();
  },
  connecting: (d) => {
    expect(ctx(d).error).toBeNull();
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
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(integrationInstallMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(integrationInstallModel, path, checks);
  });
});

/** The install page on a route and query, its calls answered at once and recorded. */
function openInstall(integrationName: string, query: Record<string, string>, companies = adminCompanies) {
  const asked: unknown[] = [];
  const actor = createActor(
    integrationInstallMachine.provide({
      actors: {
        loadCompanies: fromPromise(async () => companies),
        installShopify: fromPromise(async ({ input }) => (asked.push(input), installed)),
      },
    }),
    { input: { integrationName, query } },
  ).start();
  return { actor, asked, context: () => actor.getSnapshot().context };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const opened = { integrationName: 'shopify', callback: null, shop: '', companies: [], companyId: null, name: '', installed: null, error: null };

describe('the install page opens', () => {
  it("asking for the shop's address without Shopify's redirect: both its code and its shop make one", () => {
    const plain = openInstall('shopify', {});
    expect(plain.actor.getSnapshot().value).toBe('askingShop');
    expect(plain.context()).toEqual(opened);
    // A shop named in the link is filled in; a code alone is no redirect.
    const withShop = openInstall('shopify', { shop });
    expect(withShop.actor.getSnapshot().value).toBe('askingShop');
    expect(withShop.context()).toEqual({ ...opened, shop });
    const codeOnly = openInstall('shopify', { code: 'c0de' });
    expect(codeOnly.actor.getSnapshot().value).toBe('askingShop');
    expect(codeOnly.context()).toEqual(opened);
    [plain, withShop, codeOnly].forEach(({ actor }) => actor.stop());
  });

  it('reading the companies when Shopify redirected back, the integration named after the shop', () => {
    const back = openInstall('shopify', shopifyCallback);
    expect(back.actor.getSnapshot().value).toBe('loadingCompanies');
    expect(back.context()).toEqual({ ...opened, callback: shopifyCallback, shop, name: 'harbour-goods' });
    back.actor.stop();
  });
});

describe('what the install page refuses', () => {
  it('says the shop is missing or not a shop address, and sends nothing', () => {
    const { actor, context } = openInstall('shopify', {});
    actor.send({ type: 'EDIT_SHOP', value: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(context().error).toEqual({ key: installTexts.shopRequired });
    actor.send({ type: 'EDIT_SHOP', value: 'not a shop!' });
    actor.send({ type: 'SUBMIT' });
    expect(context().error).toEqual({ key: installTexts.shopInvalid });
    expect(actor.getSnapshot().value).toBe('askingShop');
    actor.stop();
  });

  it('says the company or the name is missing, then sends the name without surrounding spaces', async () => {
    const companies = [...adminCompanies, { id: 'company-second', name: 'Second shop', currentUserType: 'ADMIN' }];
    const { actor, asked, context } = openInstall('shopify', shopifyCallback, companies);
    await settle();
    actor.send({ type: 'CONNECT' });
    expect(context().error).toEqual({ key: installTexts.companyRequired });
    actor.send({ type: 'CHOOSE_COMPANY', companyId: harbourCompany });
    actor.send({ type: 'EDIT_NAME', value: '   ' });
    actor.send({ type: 'CONNECT' });
    expect(context().error).toEqual({ key: installTexts.nameRequired });
    expect(actor.getSnapshot().value).toBe('choosingCompany');
    actor.send({ type: 'EDIT_NAME', value: ' Harbour store  ' });
    actor.send({ type: 'CONNECT' });
    await settle();
    expect(asked).toEqual([{ companyId: harbourCompany, name: 'Harbour store', callback: shopifyCallback }]);
    expect(actor.getSnapshot().value).toBe('connected');
    actor.stop();
  });
});
