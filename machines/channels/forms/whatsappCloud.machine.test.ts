import { describe, expect, it } from 'vitest';
import { FLOW_A, FLOW_B, whatsappCloudModel } from '../../../tests/paths/models/whatsappCloud.model';
import { channelFormChecks } from '../../../tests/paths/channelFormChecks';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import type { ChannelFormContext } from './channelForm';
import { whatsappCloudMachine } from './whatsappCloud.machine';

const paths = generatePaths(whatsappCloudModel);
const filled = { partnerName: 'Acme', registeredWhatsappPhoneNumber: '+905551112233', email: 'ada@example.com' };
const ctx = (d: Driver) => d.snapshot().context as ChannelFormContext;
const flowB = `flowTemplates.${FLOW_B}`;

/** What an update sends: flow A's template (stored, or the one chosen), flow B's unless set to the channel's default. */
function updated(c: ChannelFormContext) {
  const flowA = c.fields[`flowTemplates.${FLOW_A}`] === 'order_update|en_US' ? { name: 'order_update', language: 'en_US' } : { name: 'merhaba', language: 'tr' };
  return {
    ...filled,
    flowTemplates: { [FLOW_A]: flowA, ...(c.fields[flowB] === '' ? {} : { [FLOW_B]: { name: 'we_are_back', language: 'en_US' } }) },
  };
}

const shared = channelFormChecks('whatsappCloud', { create: () => filled, update: updated });
const checks: StateChecks = {
  ...shared,
  editing: (d, step) => {
    shared['editing']?.(d, step);
    const c = ctx(d);
    // A template name WhatsApp would refuse is shown under its flow's row, in the contract's words.
    if (step.event.type === 'SUBMIT' && c.fields[flowB] === 'Order Update|en_US') {
      expect(c.errors[flowB]).toEqual({ key: 'channels.errors.invalid', message: 'A template name has lower-case letters, digits and _ only.' });
    }
    if (step.event.type === 'FIELD_CHANGED' && step.event['field'] === flowB) expect(c.errors[flowB]).toBeUndefined();
  },
};

describe('whatsappCloudMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(whatsappCloudMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(whatsappCloudModel, path, checks);
  });
});
