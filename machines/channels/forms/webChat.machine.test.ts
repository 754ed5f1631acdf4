import { describe, expect, it } from 'vitest';
import { webChatModel } from '../../../tests/paths/models/webChat.model';
import { channelFormChecks } from '../../../tests/paths/channelFormChecks';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { webChatMachine } from './webChat.machine';

const paths = generatePaths(webChatModel);
const checks = channelFormChecks('webChat', {
  create: () => ({}),
  update: (c) => (c.fields['brandColor'] ? { brandColor: c.fields['brandColor'] } : {}),
});

describe('webChatMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(webChatMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(webChatModel, path, checks);
  });
});
