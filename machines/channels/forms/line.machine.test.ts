import { describe, expect, it } from 'vitest';
import { lineModel, lineToken } from '../../../tests/paths/models/line.model';
import { channelFormChecks } from '../../../tests/paths/channelFormChecks';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { lineMachine } from './line.machine';

const paths = generatePaths(lineModel);
const checks = channelFormChecks('line', {
  create: () => ({ channelSecret: '8c5b6d3ac6e1e2d2f6b6f2a4f3c1d0e9', accessToken: lineToken }),
  // The stored bot ids are kept; a secret left masked keeps the stored one on the server.
  update: (c) => ({ channelSecret: '********', accessToken: c.fields['accessToken'], lineBotUserId: 'U1', lineBasicId: '@123abcd' }),
});

describe('lineMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(lineMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(lineModel, path, checks);
  });
});
