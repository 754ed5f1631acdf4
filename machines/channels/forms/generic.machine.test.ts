import { describe, expect, it } from 'vitest';
import { genericModel } from '../../../tests/paths/models/generic.model';
import { channelFormChecks } from '../../../tests/paths/channelFormChecks';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { genericMachine } from './generic.machine';

const paths = generatePaths(genericModel);
const checks = channelFormChecks('generic', {
  create: () => ({ webhookUrl: 'https://hooks.example.com/in' }),
  update: (c) => ({ webhookUrl: 'https://hooks.example.com/in', ...(c.pairs.length > 0 ? { params: c.pairs } : {}) }),
});

describe('genericMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(genericMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(genericModel, path, checks);
  });
});
