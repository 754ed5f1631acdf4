import { describe, expect, it } from 'vitest';
import { FLOW_A, FLOW_B, whatsappCloudModel } from '../../../tests/paths/models/whatsappCloud.model';
import { channelFormChecks } from '../../../tests/paths/channelFormChecks';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { SECRET_MASK } from '../../../services/contracts/channels';
import { CLOUD_ACCOUNT_FIELDS, whatsappCloudMessages } from '../../../services/contracts/channels/whatsappCloud';
import type { ChannelFormContext } from './channelForm';
import { whatsappCloudMachine } from './whatsappCloud.machine';

const paths = generatePaths(whatsappCloudModel);
const filled = { partnerName: 'Acme', registeredWhatsappPhoneNumber: '+905551112233', email: 'ada@example.com' };
const ctx = (d: Driver) => d.snapshot().context as ChannelFormContext;
const flowB = `flowTemplates.${FLOW_B}`;
/** The account fields the form sends: the filled ones (a stored secret as the mask, which keeps it). */
const account = (c: ChannelFormContext) => Object.fromEntries(CLOUD_ACCOUNT_FIELDS.flatMap((f) => (c.fields[f] ? [[f, c.fields[f]]] : [])));
const refusal = { key: 'channels.errors.cloudAccountIncomplete' };

/** What an update sends: flow A's template (stored, or the one chosen), flow B's unless set to the channel's default. */
function updated(c: ChannelFormContext) {
  const flowA = c.fields[`flowTemplates.${FLOW_A}`] === 'order_update|en_US' ? { name: 'order_update', language: 'en_US' } : { name: 'merhaba', language: 'tr' };
  return {
    ...filled,
    ...account(c),
    flowTemplates: { [FLOW_A]: flowA, ...(c.fields[flowB] === '' ? {} : { [FLOW_B]: { name: 'we_are_back', language: 'en_US' } }) },
  };
}

const refusedByMeta = (event: unknown) => (event as { error?: { body?: { message?: string } } }).error?.body?.message === whatsappCloudMessages.connectFailed;
const shared = channelFormChecks('whatsappCloud', { create: (c) => ({ ...filled, ...account(c) }), update: updated });
const checks: StateChecks = {
  ...shared,
  editing: (d, step) => {
    const c = ctx(d);
    // Meta refused the account on update: the server's words are shown, nothing was saved.
    if (step.event.type === 'xstate.error.actor.updateChannel' && refusedByMeta(step.event)) {
      expect(c.error).toEqual({ key: 'channels.errors.updateFailed', message: whatsappCloudMessages.connectFailed });
      expect(c.notice).toBeNull();
      return;
    }
    shared['editing']?.(d, step);
    if (step.event.type === 'xstate.error.actor.addChannel' && refusedByMeta(step.event)) {
      expect(c.error).toEqual({ key: 'channels.errors.createFailed', message: whatsappCloudMessages.connectFailed });
    }
    // A template name WhatsApp would refuse is shown under its flow's row, in the contract's words.
    if (step.event.type === 'SUBMIT' && c.fields[flowB] === 'Order Update|en_US') {
      expect(c.errors[flowB]).toEqual({ key: 'channels.errors.invalid', message: 'A template name has lower-case letters, digits and _ only.' });
    }
    if (step.event.type === 'FIELD_CHANGED' && step.event['field'] === flowB) expect(c.errors[flowB]).toBeUndefined();
    // A change to one account field clears the account's refusals: they are checked again on SAVE.
    if (step.event.type === 'FIELD_CHANGED' && (CLOUD_ACCOUNT_FIELDS as readonly string[]).includes(String(step.event['field']))) {
      expect(CLOUD_ACCOUNT_FIELDS.filter((f) => f in c.errors)).toEqual([]);
    }
    if (step.event.type === 'SUBMIT') {
      // Some of the account given: each empty field says all five are needed; an id with letters says digits only.
      const given = CLOUD_ACCOUNT_FIELDS.filter((f) => c.fields[f]);
      for (const f of CLOUD_ACCOUNT_FIELDS) {
        if (given.length > 0 && !c.fields[f]) expect(c.errors[f]).toEqual(refusal);
        else if (f === 'phoneNumberId' && /\D/.test(c.fields[f] ?? '')) expect(c.errors[f]).toEqual({ key: 'channels.errors.graphIdDigits' });
        else expect(c.errors[f]).toBeUndefined();
      }
    }
  },
};

describe('whatsappCloudMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(whatsappCloudMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it('an update starts with the stored account, its secrets masked', async () => {
    const update = paths.find((p) => p.scenario === 'update the WhatsApp Cloud number' && p.steps.some((s) => s.event.type === 'xstate.done.actor.loadChannel'));
    const loaded = update?.steps.find((s) => s.event.type === 'xstate.done.actor.loadChannel')?.state.context as ChannelFormContext | undefined;
    expect(loaded?.fields).toMatchObject({
      phoneNumberId: '106540352242922',
      businessAccountId: '102290129340398',
      accessToken: SECRET_MASK,
      appSecret: SECRET_MASK,
      verifyToken: SECRET_MASK,
    });
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(whatsappCloudModel, path, checks);
  });
});
