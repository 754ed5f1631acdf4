import { describe, expect, it } from 'vitest';
import { partnerUrl, partnerWebhookModel } from '../../../tests/paths/models/partnerWebhook.model';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { partnerWebhookMachine, type PartnerWebhookContext } from './partnerWebhook.machine';

const paths = generatePaths(partnerWebhookModel);
const ctx = (d: Driver) => d.snapshot().context as PartnerWebhookContext;

const checks: StateChecks = {
  loading: (d) => {
    expect(d.invocations['loadPartnerWebhook']?.at(-1)).toEqual({ channelId: 'ch1' });
  },
  editing: (d, step) => {
    const c = ctx(d);
    if (step.event.type === 'SAVE') {
      // SAVE stays here only while the fields are wrong: the spec's url text, the empty-field text for the token.
      expect(c.errors.partnerWebhookUrl === null && c.errors.token === null).toBe(false);
      if (c.partnerWebhookUrl === 'not a url') expect(c.errors.partnerWebhookUrl).toEqual({ key: 'channels.errors.invalidUrl' });
      if (c.token === '') expect(c.errors.token).toEqual({ key: 'common.errors.fieldEmpty' });
    }
  },
  saving: (d) => {
    const c = ctx(d);
    const sent = d.invocations['savePartnerWebhook']?.at(-1);
    expect(sent).toEqual({ channelId: 'ch1', partnerWebhookUrl: c.partnerWebhookUrl, token: c.token });
    // An empty pair removes the webhook; a set one has a url that is one.
    if (c.partnerWebhookUrl !== '') expect(c.partnerWebhookUrl).toBe(partnerUrl);
  },
  closed: (d, step) => {
    const outcomes: Record<string, unknown> = {
      'xstate.done.actor.savePartnerWebhook': { kind: 'success', text: { key: 'channels.whatsappCloudPopups.updated' } },
      'xstate.error.actor.savePartnerWebhook': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.updateFailed' } },
      'xstate.error.actor.loadPartnerWebhook': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.fetchFailed' } },
    };
    expect(ctx(d).outcome).toEqual(outcomes[step.event.type] ?? null);
  },
};

describe('partnerWebhookMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(partnerWebhookMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(partnerWebhookModel, path, checks);
  });
});
