import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { partnerUrl, partnerWebhookModel } from '../../../tests/paths/models/partnerWebhook.model';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../../tests/paths/driver';
import { guardedPaths } from '../../../tests/paths/model';
import { partnerWebhookMachine, type PartnerWebhookContext } from './partnerWebhook.machine';

const { paths, failure: generationFailure } = guardedPaths(partnerWebhookModel);
const ctx = (d: Driver) => d.snapshot().context as PartnerWebhookContext;

const noErrors = { partnerWebhookUrl: null, token: null };
const fieldEmpty = { key: 'common.errors.fieldEmpty' };

/** The spec's texts on SAVE: both fields empty remove the webhook; else the url must be one and the token set. */
function expectedErrors(c: PartnerWebhookContext): PartnerWebhookContext['errors'] {
  if (c.partnerWebhookUrl === '' && c.token === '') return noErrors;
  const url = c.partnerWebhookUrl === '' ? fieldEmpty : c.partnerWebhookUrl === partnerUrl ? null : { key: 'channels.errors.invalidUrl' };
  return { partnerWebhookUrl: url, token: c.token === '' ? fieldEmpty : null };
}

const checks: StateChecks = {
  loading: (d) => {
    expect(ctx(d)).toEqual({ channelId: 'ch1', partnerWebhookUrl: '', token: '', errors: noErrors, outcome: null });
    expect(d.invocations['loadPartnerWebhook']).toEqual([{ channelId: 'ch1' }]);
  },
  editing: (d, step) => {
    const c = ctx(d);
    const event = step.event as { type: string; value?: string; output?: { partnerWebhookUrl: string; token: string } };
    expect([c.channelId, c.outcome]).toEqual(['ch1', null]);
    if (event.type === 'xstate.done.actor.loadPartnerWebhook') expect(c).toEqual({ channelId: 'ch1', ...event.output, errors: noErrors, outcome: null });
    // Typing in a field clears its own text only.
    if (event.type === 'URL_CHANGED') expect([c.partnerWebhookUrl, c.errors.partnerWebhookUrl]).toEqual([event.value, null]);
    if (event.type === 'TOKEN_CHANGED') expect([c.token, c.errors.token]).toEqual([event.value, null]);
    if (event.type === 'SAVE') {
      // SAVE stays here only while the fields are wrong: the spec's url text, the empty-field text for the token.
      expect(c.errors).toEqual(expectedErrors(c));
      expect(c.errors).not.toEqual(noErrors);
    }
    expect(d.invocations['savePartnerWebhook']).toBeUndefined();
  },
  saving: (d) => {
    const c = ctx(d);
    expect([c.errors, c.outcome]).toEqual([noErrors, null]);
    expect(d.snapshot().can({ type: 'CLOSE' })).toBe(false);
    const sent = d.invocations['savePartnerWebhook']?.at(-1);
    expect(sent).toEqual({ channelId: 'ch1', partnerWebhookUrl: c.partnerWebhookUrl, token: c.token });
    // An empty pair removes the webhook; a set one has a url that is one, and a token.
    expect(c.partnerWebhookUrl === '').toBe(c.token === '');
    if (c.partnerWebhookUrl !== '') expect(c.partnerWebhookUrl).toBe(partnerUrl);
  },
  closed: (d, step) => {
    const outcomes: Record<string, unknown> = {
      'xstate.done.actor.savePartnerWebhook': { kind: 'success', text: { key: 'channels.whatsappCloudPopups.updated' } },
      'xstate.error.actor.savePartnerWebhook': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.updateFailed' } },
      'xstate.error.actor.loadPartnerWebhook': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.fetchFailed' } },
    };
    expect(ctx(d).outcome).toEqual(outcomes[step.event.type] ?? null);
    expect(d.snapshot().status).toBe('done');
  },
};

describe('partnerWebhookMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(partnerWebhookMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(partnerWebhookModel, path, checks);
  });
});

describe('saving the partner webhook', () => {
  const open = (stored: { partnerWebhookUrl: string; token: string }) => {
    const saved: unknown[] = [];
    const actor = createActor(
      partnerWebhookMachine.provide({
        actors: {
          loadPartnerWebhook: fromPromise(async () => stored),
          savePartnerWebhook: fromPromise(async ({ input }) => void saved.push(input)),
        },
      }),
      { input: { channelId: 'ch1' } },
    ).start();
    return { actor, saved };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends the fields without surrounding spaces; fields of only spaces remove the webhook', async () => {
    const { actor, saved } = open({ partnerWebhookUrl: '', token: '' });
    await settle();
    actor.send({ type: 'URL_CHANGED', value: `  ${partnerUrl} ` });
    actor.send({ type: 'TOKEN_CHANGED', value: ' secret-1 ' });
    actor.send({ type: 'SAVE' });
    await settle();
    expect(saved).toEqual([{ channelId: 'ch1', partnerWebhookUrl: partnerUrl, token: 'secret-1' }]);

    const removal = open({ partnerWebhookUrl: partnerUrl, token: 'secret-1' });
    await settle();
    removal.actor.send({ type: 'URL_CHANGED', value: '  ' });
    removal.actor.send({ type: 'TOKEN_CHANGED', value: ' ' });
    removal.actor.send({ type: 'SAVE' });
    await settle();
    expect(removal.saved).toEqual([{ channelId: 'ch1', partnerWebhookUrl: '', token: '' }]);
  });

  it('keeps the text of the field not typed in', async () => {
    const { actor } = open({ partnerWebhookUrl: 'not a url', token: '' });
    await settle();
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'TOKEN_CHANGED', value: 'secret-1' });
    expect(actor.getSnapshot().context.errors).toEqual({ partnerWebhookUrl: { key: 'channels.errors.invalidUrl' }, token: null });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'URL_CHANGED', value: partnerUrl });
    actor.send({ type: 'TOKEN_CHANGED', value: '' });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'URL_CHANGED', value: 'x' });
    expect(actor.getSnapshot().context.errors).toEqual({ partnerWebhookUrl: null, token: fieldEmpty });
  });
});
