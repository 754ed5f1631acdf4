import { describe, expect, it } from 'vitest';
import { instagramPagesModel } from '../../../tests/paths/models/instagramPages.model';
import { pagesFormChecks } from '../../../tests/paths/pagesFormChecks';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { instagramPagesMachine } from './instagramPages.machine';

const paths = generatePaths(instagramPagesModel);
const checks = pagesFormChecks('instagram');

describe('instagramPagesMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(instagramPagesMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(instagramPagesModel, path, checks);
  });
});
