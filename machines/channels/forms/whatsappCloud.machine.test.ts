import { describe, expect, it } from 'vitest';
import { whatsappCloudModel } from '../../../tests/paths/models/whatsappCloud.model';
import { channelFormChecks } from '../../../tests/paths/channelFormChecks';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { whatsappCloudMachine } from './whatsappCloud.machine';

const paths = generatePaths(whatsappCloudModel);
const checks = channelFormChecks('whatsappCloud', {
  create: () => ({ partnerName: 'Acme', registeredWhatsappPhoneNumber: '+905551112233', email: 'ada@example.com' }),
  update: () => ({ partnerName: 'Acme', registeredWhatsappPhoneNumber: '+905551112233', email: 'ada@example.com' }),
});

describe('whatsappCloudMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(whatsappCloudMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(whatsappCloudModel, path, checks);
  });
});
