import { describe, expect, it } from 'vitest';
import { facebookPagesModel } from '../../../tests/paths/models/facebookPages.model';
import { pagesFormChecks } from '../../../tests/paths/pagesFormChecks';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { facebookPagesMachine } from './facebookPages.machine';

const paths = generatePaths(facebookPagesModel);
const checks = pagesFormChecks('facebook');

describe('facebookPagesMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(facebookPagesMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(facebookPagesModel, path, checks);
  });
});
