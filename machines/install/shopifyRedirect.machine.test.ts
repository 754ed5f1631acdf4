import { describe, expect, it } from 'vitest';
import { shopifyRedirectModel } from '../../tests/paths/models/shopifyRedirect.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { failureStatus } from '../shared/apiError';
import { commonTexts } from '../shared/text';
import { installTexts } from './installTexts';
import { shopifyRedirectMachine, type ShopifyRedirectContext } from './shopifyRedirect.machine';

const paths = generatePaths(shopifyRedirectModel);
const ctx = (d: Driver) => d.snapshot().context as ShopifyRedirectContext;
const actions = (d: Driver, type: string) => d.calls.filter((call) => call.type === type);

const checks: StateChecks = {
  starting: () => {},
  noShop: (d) => {
    expect(actions(d, 'showErrorPage')).toHaveLength(1);
    expect(d.invocations.shopifyAuthorizeUrl ?? []).toHaveLength(0);
  },
  authorizing: (d) => {
    expect(d.invocations.shopifyAuthorizeUrl?.at(-1)).toEqual({ query: ctx(d).query });
    expect(ctx(d).error).toBeNull();
  },
  leaving: (d) => {
    expect(actions(d, 'openShopify').at(-1)?.params).toEqual({ url: expect.stringContaining('/admin/oauth/authorize') });
  },
  failed: (d, step) => {
    const error = (step.event as { error?: unknown }).error;
    expect(ctx(d).error).toEqual({ key: failureStatus(error) === undefined ? commonTexts.noInternet : installTexts.signatureRefused });
    expect(actions(d, 'openShopify')).toHaveLength(0);
    expect(d.snapshot().can({ type: 'RETRY' })).toBe(true);
  },
};

describe('shopifyRedirectMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(shopifyRedirectMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(shopifyRedirectModel, path, checks);
  });
});
