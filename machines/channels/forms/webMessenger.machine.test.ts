import { describe, expect, it } from 'vitest';
import { webMessengerModel } from '../../../tests/paths/models/webMessenger.model';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { webSettingsChecks } from '../../../tests/paths/webSettingsChecks';
import { webMessengerMachine } from './webMessenger.machine';

const paths = generatePaths(webMessengerModel);
// The vote settings are not shown; the stored header text is, and an emptied one is left out.
const checks = webSettingsChecks('webMessenger', (stored) => (stored['vote'] ? { vote: stored['vote'] } : {}));

describe('webMessengerMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(webMessengerMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(webMessengerModel, path, checks);
  });
});
