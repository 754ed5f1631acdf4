import { describe, expect, it } from 'vitest';
import { iceBreakersModel } from '../../../tests/paths/models/iceBreakers.model';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../../tests/paths/driver';
import { guardedPaths } from '../../../tests/paths/model';
import { iceBreakersMachine, type IceBreakersContext } from './iceBreakers.machine';

const { paths, failure: generationFailure } = guardedPaths(iceBreakersModel);
const ctx = (d: Driver) => d.snapshot().context as IceBreakersContext;
const numbered = (key: string, n: number) => ({ key: `channels.instagram.errors.${key}`, values: { n } });

type Change = { type: string; index?: number; field?: string; value?: string; output?: unknown };

/** What each edit of the model does: the stored questions as read, a new empty one, the question or the action typed. */
function expectChange(c: IceBreakersContext, event: Change) {
  if (event.type === 'xstate.done.actor.loadList') expect(c.rows).toEqual(event.output);
  if (event.type === 'ADD') expect(c.rows.at(-1)).toEqual({ question: '', payload: '' });
  const item = event.type === 'FIELD_CHANGED' ? c.rows[event.index!] : undefined;
  if (item && event.field === 'question') expect(item.question).toBe(event.value);
  if (item && event.field === 'action') expect(item.payload).toBe(event.value);
}

const checks: StateChecks = {
  loading: (d) => {
    expect(d.invocations['loadList']?.at(-1)).toEqual({ channelId: 'ch1' });
  },
  editing: (d, step) => {
    const c = ctx(d);
    expectChange(c, step.event as Change);
    expect(c.outcome).toBeNull();
    expect(d.snapshot().can({ type: 'ADD' })).toBe(c.rows.length < 4);
    expect(c.problems).toHaveLength(c.rows.length);
    if (step.event.type !== 'SAVE') return;
    // SAVE stays here only with something wrong (an emptied list is deleted instead), said under the field.
    expect(c.rows.length).toBeGreaterThan(0);
    if (c.rows.length > 4) expect(c.listProblem).toEqual({ key: 'channels.instagram.errors.tooManyQuestions' });
    c.rows.forEach((item, i) => {
      if (item.question === '') expect(c.problems[i]?.first).toEqual(numbered('missingQuestion', i + 1));
      if (item.payload === '') expect(c.problems[i]?.action).toEqual(numbered('missingAction', i + 1));
      if (item.payload.includes('_')) expect(c.problems[i]?.action).toEqual(numbered('underscore', i + 1));
    });
    expect(c.listProblem !== null || c.problems.some((p) => p.first ?? p.action)).toBe(true);
  },
  saving: (d) => {
    const c = ctx(d);
    expect(c.rows.length).toBeGreaterThan(0);
    expect(d.invocations['saveList']?.at(-1)).toEqual({ channelId: 'ch1', items: c.rows });
  },
  deleting: (d) => {
    expect(ctx(d).rows).toEqual([]);
    expect(d.invocations['deleteList']?.at(-1)).toEqual({ channelId: 'ch1' });
    expect(d.invocations['saveList']).toBeUndefined();
  },
  closed: (d, step) => {
    const updated = { kind: 'success', text: { key: 'channels.whatsappCloudPopups.updated' } };
    const failed = { kind: 'error', text: { key: 'channels.whatsappCloudPopups.updateFailed' } };
    const outcomes: Record<string, unknown> = {
      'xstate.done.actor.saveList': updated,
      'xstate.error.actor.saveList': failed,
      'xstate.done.actor.deleteList': updated,
      'xstate.error.actor.deleteList': failed,
      'xstate.error.actor.loadList': { kind: 'error', text: { key: 'channels.whatsappCloudPopups.fetchFailed' } },
    };
    expect(ctx(d).outcome).toEqual(outcomes[step.event.type] ?? null);
  },
};

describe('iceBreakersMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(iceBreakersMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(iceBreakersModel, path, checks);
  });
});
