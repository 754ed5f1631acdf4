import { describe, expect, it } from 'vitest';
import { aiListMachine, deleteQuestion, nameProblem, type AiListContext } from './aiList.machine';
import { aiPanelTexts as T } from './panel/texts';
import { aiListModel, listItems } from '../../tests/paths/models/aiList.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(aiListModel);
const ctx = (d: Driver) => d.snapshot().context as AiListContext;
type Step = Parameters<StateChecks[string]>[1];
const output = (step: Step) => (step.event as unknown as { output: Array<{ success: boolean }> }).output;

const checks: StateChecks = {
  loading: (d) => {
    expect(d.invocations['load']?.at(-1)).toEqual({ aiId: 'ai1' });
    expect(ctx(d).pendingDelete).toEqual([]);
  },
  failed: (d) => {
    expect(ctx(d).error).toEqual({ key: commonTexts.internet });
    expect(d.snapshot().can({ type: 'ADD', name: 'x' })).toBe(false);
  },
  ready: (d, step) => {
    const c = ctx(d);
    if (step.event.type === 'xstate.done.actor.load') expect(c.items).toEqual(listItems);
    if (step.event.type === 'ADD') {
      const name = (step.event as unknown as { name: string }).name;
      expect(c.error).toEqual(nameProblem(c.kind, name, c.items));
      expect(c.error).not.toBeNull();
    }
    if (step.event.type === 'xstate.done.actor.add') expect(c.error).toEqual({ key: T.changeFailed });
    if (step.event.type === 'xstate.error.actor.add') expect(c.error).toEqual({ key: T.changeFailed, message: 'This intent exists on the provider.' });
    if (step.event.type === 'xstate.error.actor.remove') expect(c.error).toEqual({ key: commonTexts.noInternet });
    if (step.event.type === 'CANCEL') expect(d.lastCalls()).toEqual([]);
    expect(c.pendingDelete).toEqual([]);
  },
  adding: (d) => {
    const last = d.invocations['add']?.at(-1) as { aiId: string; name: string };
    expect(last.aiId).toBe('ai1');
    expect(nameProblem(ctx(d).kind, last.name, listItems)).toBeNull();
    expect(ctx(d).error).toBeNull();
  },
  confirmingDelete: (d) => {
    // Only known items are asked about.
    expect(ctx(d).pendingDelete.length).toBeGreaterThan(0);
    ctx(d).pendingDelete.forEach((item) => expect(listItems).toContainEqual(item));
    expect(d.snapshot().can({ type: 'CONFIRM' })).toBe(true);
  },
  deleting: (d) => {
    expect(d.invocations['remove']?.at(-1)).toEqual({ aiId: 'ai1', ids: ctx(d).pendingDelete.map((i) => i.id) });
  },
};

describe('aiListMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(aiListMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    const driver = await replayPath(aiListModel, path, checks);
    // Deleted items lose their connections: exactly those the provider removed are reported.
    const last = path.steps.at(-1)!;
    if (last.event.type === 'xstate.done.actor.remove') {
      const results = output(last);
      const asked = path.steps.findLast((s) => s.event.type === 'DELETE')!.event as unknown as { ids: string[] };
      const names = listItems
        .filter((i) => asked.ids.includes(i.id))
        .filter((_, index) => results[index]?.success)
        .map((i) => i.name);
      expect(driver.called('itemsRemoved').at(-1)).toEqual({ names });
    }
  });
});

describe('deleteQuestion', () => {
  it('asks with the intent wording, the plural for several, and the entity wording for entities', () => {
    expect(deleteQuestion('intent', 1)).toBe(T.deleteIntentQuestion);
    expect(deleteQuestion('intent', 3)).toBe(T.deleteIntentsQuestion);
    expect(deleteQuestion('entity', 1)).toBe(T.deleteEntityQuestion);
  });
});
