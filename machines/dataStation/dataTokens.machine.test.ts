import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { createdToken, dataTokensModel, nameTakenMessage, reportToken, shopToken, TODAY } from '../../tests/paths/models/dataTokens.model';
import { dataTokensMachine, selectedToken, tokenFormProblem, type DataTokensContext } from './dataTokens.machine';
import { expiryInstant, tokenExpiryProblem, tokenNameProblem } from './dataTokensTexts';

const { paths, failure: generationFailure } = guardedPaths(dataTokensModel);
const ctx = (d: Driver) => d.snapshot().context as DataTokensContext;
const last = (d: Driver, actor: string) => d.invocations[actor]?.at(-1);
const emptyForm = { name: '', scope: 'read', expiresOn: '' };
type Step = Parameters<StateChecks[string]>[1];
const valueOf = (step: Step) => (step.event as { value?: string }).value;

const checks: StateChecks = {
  loading: (d, step) => {
    expect(last(d, 'loadTokens')).toEqual({ companyId: 'c1' });
    // The manager opens with nothing listed, nothing chosen and nobody allowed to write yet; a retry clears the failure.
    if (step.event.type === 'xstate.init')
      expect(ctx(d)).toEqual({
        companyId: 'c1',
        today: TODAY,
        tokens: [],
        canWrite: false,
        selectedId: null,
        form: emptyForm,
        formError: null,
        created: null,
        error: null,
        notice: null,
      });
    expect(ctx(d).error).toBeNull();
  },
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
    if (step.event.type === 'xstate.done.actor.loadTokens') {
      // The server's tokens by name, and its word on who may write.
      const answer = (step.event as { output?: { tokens: unknown[]; canWrite: boolean } }).output!;
      expect(c.canWrite).toBe(answer.canWrite);
      expect(c.tokens).toEqual(answer.tokens.length === 2 ? [reportToken, shopToken] : [shopToken]);
    }
    if (step.event.type === 'CANCEL') {
      // Cancelling leaves an empty form behind and says nothing new.
      expect(c.form).toEqual(emptyForm);
      expect(c.formError).toBeNull();
    }
    if (step.event.type === 'xstate.done.actor.revokeToken') {
      expect(c.notice).toEqual({ key: 'dataStation.tokens.notices.revoked', values: { name: 'Shop sync' } });
      expect(c.tokens.map((t) => t.id)).not.toContain('t1');
      // Only the revoked token goes.
      expect(c.tokens).toContainEqual(reportToken);
    }
    if (step.event.type === 'xstate.error.actor.revokeToken') expect(c.error).toEqual({ key: 'dataStation.tokens.errors.revokeFailed', message: 'This token does not exist.' });
    expect(c.tokens.map((t) => t.name.toLowerCase())).toEqual(c.tokens.map((t) => t.name.toLowerCase()).sort((a, b) => a.localeCompare(b)));
  },
  creating: (d, step) => {
    const c = ctx(d);
    expect(c.canWrite).toBe(true);
    if (step.event.type === 'CREATE') {
      expect(c.form).toEqual(emptyForm);
      expect([c.formError, c.error, c.notice, c.selectedId]).toEqual([null, null, null, null]);
    }
    // Each field takes what was typed and clears the form's problem.
    if (step.event.type === 'NAME_CHANGED') expect(c.form.name).toBe(valueOf(step));
    if (step.event.type === 'SCOPE_CHANGED') expect(c.form.scope).toBe(valueOf(step));
    if (step.event.type === 'EXPIRY_CHANGED') expect(c.form.expiresOn).toBe(valueOf(step));
    if (['NAME_CHANGED', 'SCOPE_CHANGED', 'EXPIRY_CHANGED'].includes(step.event.type)) expect(c.formError).toBeNull();
    if (step.event.type === 'SUBMIT') expect(c.formError).toEqual(tokenFormProblem(c));
    if (step.event.type === 'SUBMIT' && c.form.name === 'shop SYNC') expect(c.formError).toEqual({ key: 'dataStation.tokens.errors.nameTaken' });
    if (step.event.type === 'xstate.error.actor.createToken') expect(c.formError).toEqual({ key: 'dataStation.tokens.errors.createFailed', message: nameTakenMessage });
  },
  saving: (d) => {
    const c = ctx(d);
    // Only a form without a problem of its name or its expiry day is sent.
    expect(
      tokenNameProblem(
        c.form.name,
        c.tokens.map((t) => t.name),
      ),
    ).toBeNull();
    expect(tokenExpiryProblem(c.form.expiresOn, TODAY)).toBeNull();
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
    expect(ctx(d).error).toBeNull();
    expect(ctx(d).notice).toBeNull();
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
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(dataTokensMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(dataTokensModel, path, checks);
  });
});

describe('a new token', () => {
  it('is sent with its name without surrounding spaces, its scope and the end of its expiry day, and listed by name', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      dataTokensMachine.provide({
        actors: {
          loadTokens: fromPromise(async () => ({ tokens: [shopToken, reportToken], canWrite: true as boolean })),
          createToken: fromPromise(async ({ input }) => {
            asked.push(input);
            return createdToken;
          }),
        },
      }),
      { input: { companyId: 'c1', today: TODAY } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'CREATE' });
    // A form with a problem says which, the name's first, and is not sent.
    actor.send({ type: 'EXPIRY_CHANGED', value: '2026-11-27' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.formError).toEqual({ key: 'dataStation.tokens.errors.nameEmpty' });
    actor.send({ type: 'NAME_CHANGED', value: 'Reports' });
    expect(actor.getSnapshot().context.formError).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.formError).toEqual({ key: 'dataStation.tokens.errors.nameTaken' });
    actor.send({ type: 'NAME_CHANGED', value: 'Warehouse' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.formError).toEqual({ key: 'dataStation.tokens.errors.expiryPast' });
    expect(actor.getSnapshot().value).toBe('creating');
    expect(asked).toEqual([]);
    actor.send({ type: 'NAME_CHANGED', value: '  Warehouse ' });
    actor.send({ type: 'SCOPE_CHANGED', value: 'read-write' });
    actor.send({ type: 'EXPIRY_CHANGED', value: '2027-03-01' });
    expect(actor.getSnapshot().context.form).toEqual({ name: '  Warehouse ', scope: 'read-write', expiresOn: '2027-03-01' });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([{ companyId: 'c1', name: 'Warehouse', scope: 'read-write', expiresAt: expiryInstant('2027-03-01') }]);
    expect(actor.getSnapshot().context.tokens.map((t) => t.name)).toEqual(['Reports', 'Shop sync', 'Warehouse']);
    actor.send({ type: 'DONE' });
    expect(actor.getSnapshot().context.created).toBeNull();
    actor.stop();
  });
});
