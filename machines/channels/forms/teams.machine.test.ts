import { describe, expect, it } from 'vitest';
import { teamsAppId, teamsModel } from '../../../tests/paths/models/teams.model';
import { channelFormChecks } from '../../../tests/paths/channelFormChecks';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { teamsMachine } from './teams.machine';

const paths = generatePaths(teamsModel);
const checks = channelFormChecks('teams', {
  create: () => ({ appID: teamsAppId, password: 'app-password' }),
  // The password left masked keeps the stored one; a new one replaces it.
  update: (c) => ({ appID: teamsAppId, password: c.fields['password'] }),
});

describe('teamsMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(teamsMachine, paths);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(teamsModel, path, checks);
  });
});
