import { describe, expect, it } from 'vitest';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { createdToken, dataTokensModel, nameTakenMessage, TODAY } from '../../tests/paths/models/dataTokens.model';
import { dataTokensMachine, selectedToken, tokenFormProblem, type DataTokensContext } from './dataTokens.machine';
import { expiryInstant, tokenExpiryProblem, tokenNameProblem } from './dataTokensTexts';

const paths = generatePaths(dataTokensModel);
const ctx = (d: Driver) => d.snapshot().context as DataTokensContext;
const last = (d: Driver, actor: string) => d.invocations[actor]?.at(-1);

const checks: StateChecks = {
  loading: (d) => expect(last(d, 'loadTokens')).toEqual({ companyId: 'c1' }),
  loadFailed: (d, step) => {
    const status = (step.event as { error?: { status?: number } }).error?.status;
    expect(ctx(d).error).toEqual(status === 500 ? { key: 'common.errors.internet' } : { key: 'common.errors.noInternet' });
  },
  listing: (d, step) => {
    const c = ctx(d);
    // The full token is gone once its dialog closed; only its masked hint stays listed.
    expect(c.created).toBeNull();
    expect(c.selectedId).toBeNull();
    expect(d.snapshot().can({ type: 'CREATE' })).toBe(c.canWrite);
    expect(d.snapshot().can({ type: 'REVOKE', id: 't1' })).toBe(c.canWrite && c.tokens.some((t) => t.id === 't1'));
    expect(d.snapshot().can({ type: 'REVOKE', id: 'unknown' })).toBe(false);
    if (step.event.type === 'DONE') expect(c.tokens.map((t) => t.hint)).toContain('dst_••••4fGa');
    if (step.event.type === 'xstate.done.actor.revokeToken') {
      expect(c.notice).toEqual({ key: 'dataStation.tokens.notices.revoked', values: { name: 'Shop sync' } });
      expect(c.tokens.map((t) => t.id)).not.toContain('t1');
    }
    if (step.event.type === 'xstate.error.actor.revokeToken') expect(c.error).toEqual({ key: 'dataStation.tokens.errors.revokeFailed', message: 'This token does not exist.' });
    expect(c.tokens.map((t) => t.name.toLowerCase())).toEqual(c.tokens.map((t) => t.name.toLowerCase()).sort((a, b) => a.localeCompare(b)));
  },
  creating: (d, step) => {
    const c = ctx(d);
    expect(c.canWrite).toBe(true);
    if (step.event.type === 'CREATE') expect(c.form).toEqual({ name: '', scope: 'read', expiresOn: '' });
    if (step.event.type === 'SUBMIT') expect(c.formError).toEqual(tokenFormProblem(c));
    if (step.event.type === 'SUBMIT' && c.form.name === 'shop SYNC') expect(c.formError).toEqual({ key: 'dataStation.tokens.errors.nameTaken' });
    if (step.event.type === 'xstate.error.actor.createToken') expect(c.formError).toEqual({ key: 'dataStation.tokens.errors.createFailed', message: nameTakenMessage });
  },
  saving: (d) => {
    const c = ctx(d);
    expect(last(d, 'createToken')).toEqual({ companyId: 'c1', name: c.form.name.trim(), scope: c.form.scope, expiresAt: expiryInstant(c.form.expiresOn) });
  },
  showingToken: (d) => {
    const c = ctx(d);
    expect(c.created).toEqual(createdToken);
    expect(c.notice).toEqual({ key: 'dataStation.tokens.notices.created', values: { name: 'Warehouse' } });
    // The form is closed and empty while the token is shown.
    expect(c.form).toEqual({ name: '', scope: 'read', expiresOn: '' });
  },
  confirmingRevoke: (d) => {
    expect(selectedToken(ctx(d))?.id).toBe('t1');
    expect(d.invocations['revokeToken']?.length ?? 0).toBe(0);
  },
  revoking: (d) => expect(last(d, 'revokeToken')).toEqual({ companyId: 'c1', id: 't1' }),
};

describe('dataTokens rules', () => {
  it('checks the name and the expiry day as the server does', () => {
    expect(tokenNameProblem('Shop sync', [])).toBeNull();
    expect(tokenNameProblem('  ', [])).toEqual({ key: 'dataStation.tokens.errors.nameEmpty' });
    expect(tokenNameProblem('x'.repeat(64), [])).toEqual({ key: 'dataStation.tokens.errors.nameTooLong', values: { max: 63 } });
    expect(tokenNameProblem(' REPORTS ', ['Reports'])).toEqual({ key: 'dataStation.tokens.errors.nameTaken' });
    expect(tokenExpiryProblem('', TODAY)).toBeNull();
    expect(tokenExpiryProblem(TODAY, TODAY)).toBeNull();
    expect(tokenExpiryProblem('2026-11-27', TODAY)).toEqual({ key: 'dataStation.tokens.errors.expiryPast' });
    expect(tokenExpiryProblem('28.11.2026', TODAY)).toEqual({ key: 'dataStation.tokens.errors.expiryInvalid' });
    expect(tokenExpiryProblem('2026-13-45', TODAY)).toEqual({ key: 'dataStation.tokens.errors.expiryInvalid' });
  });
  it('sends the end of the expiry day in the browser time zone, or no expiry', () => {
    expect(expiryInstant('')).toBeNull();
    const end = new Date(expiryInstant('2027-03-01')!);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2027, 2, 1, 23, 59]);
  });
});

describe('dataTokensMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(dataTokensMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(dataTokensModel, path, checks);
  });
});
