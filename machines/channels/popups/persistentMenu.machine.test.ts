import { describe, expect, it } from 'vitest';
import { persistentMenuModel } from '../../../tests/paths/models/persistentMenu.model';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { persistentMenuMachine, sentButton, type PersistentMenuContext } from './persistentMenu.machine';

const paths = generatePaths(persistentMenuModel);
const ctx = (d: Driver) => d.snapshot().context as PersistentMenuContext;
const numbered = (key: string, n: number) => ({ key: `channels.instagram.errors.${key}`, values: { n } });

const checks: StateChecks = {
  loading: (d) => {
    expect(d.invocations['loadList']?.at(-1)).toEqual({ channelId: 'ch1' });
  },
  editing: (d, step) => {
    const c = ctx(d);
    // Add is offered only below five buttons; every button has its row of problems.
    expect(d.snapshot().can({ type: 'ADD' })).toBe(c.rows.length < 5);
    expect(c.rows.length).toBeLessThanOrEqual(6);
    expect(c.problems).toHaveLength(c.rows.length);
    // A link's first typed character got https:// before it.
    c.rows.filter((b) => b.type === 'web_url' && b.url !== '').forEach((b) => expect(b.url).toMatch(/^https:\/\//));
    if (step.event.type !== 'SAVE') return;
    // SAVE stays here only with something wrong, said with the contract's text under the field.
    if (c.rows.length > 5) expect(c.listProblem).toEqual({ key: 'channels.instagram.errors.tooManyButtons' });
    c.rows.forEach((b, i) => {
      const action = b.type === 'web_url' ? b.url : b.payload;
      if (b.title === '') expect(c.problems[i]?.first).toEqual(numbered('missingTitle', i + 1));
      if (action === '') expect(c.problems[i]?.action).toEqual(numbered('missingAction', i + 1));
      if (b.type === 'web_url' && b.url === 'https://shop') expect(c.problems[i]?.action).toEqual(numbered('invalidUrl', i + 1));
    });
    expect(c.listProblem !== null || c.problems.some((p) => p.first ?? p.action)).toBe(true);
  },
  saving: (d) => {
    const c = ctx(d);
    expect(d.invocations['saveList']?.at(-1)).toEqual({ channelId: 'ch1', items: c.rows.map(sentButton) });
  },
  closed: (d, step) => {
    const outcomes: Record<string, unknown> = {
      'xstate.done.actor.saveList': { kind: 'success', text: { key: 'channels.whatsappCloudPopups.updated' } },
      'xstate.error.actor.saveList': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.updateFailed' } },
      'xstate.error.actor.loadList': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.fetchFailed' } },
    };
    expect(ctx(d).outcome).toEqual(outcomes[step.event.type] ?? null);
  },
};

describe('persistentMenuMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(persistentMenuMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(persistentMenuModel, path, checks);
  });
});
