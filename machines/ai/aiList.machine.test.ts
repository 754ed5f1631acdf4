import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { remoteEntityProblem } from './panel/entities';
import { intentNameProblem } from './panel/intents';
import { aiListMachine, deleteQuestion, nameProblem, type AiListContext } from './aiList.machine';
import { aiPanelTexts as T } from './panel/texts';
import { aiListModel, listItems } from '../../tests/paths/models/aiList.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(aiListModel);
const ctx = (d: Driver) => d.snapshot().context as AiListContext;
type Step = Parameters<StateChecks[string]>[1];
const output = (step: Step) => (step.event as unknown as { output: Array<{ success: boolean }> }).output;

const checks: StateChecks = {
  loading: (d, step) => {
    const c = ctx(d);
    expect(d.invocations['load']?.at(-1)).toEqual({ aiId: 'ai1' });
    expect(c.pendingDelete).toEqual([]);
    if (step.event.type === 'xstate.init') expect(c).toEqual({ kind: c.kind, aiId: 'ai1', items: [], pendingDelete: [], error: null });
    if (step.event.type === 'RELOAD' || step.event.type === 'xstate.done.actor.add') expect(c.error).toBeNull();
    // Only an add the provider took reads the list again.
    if (step.event.type === 'xstate.done.actor.add') expect((step.event as { output?: { success?: unknown } }).output?.success).toBe(true);
    if (step.event.type === 'xstate.done.actor.remove') {
      // A deletion the provider refused in part says so; the names it removed are reported either way.
      const allRemoved = output(step).every((r) => r.success);
      expect(c.error).toEqual(allRemoved ? null : { key: T.changeFailed });
      expect(d.lastCalls().map((call) => call.type)).toEqual(['itemsRemoved']);
    } else {
      expect(d.lastCalls()).toEqual([]);
    }
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
    if (step.event.type === 'xstate.done.actor.add') {
      expect(c.error).toEqual({ key: T.changeFailed });
      expect((step.event as { output?: { success?: unknown } }).output?.success).not.toBe(true);
    }
    // Any known item can be asked about, one or several.
    expect(d.snapshot().can({ type: 'DELETE', ids: ['i1'] })).toBe(c.items.some((i) => i.id === 'i1'));
    if (step.event.type === 'xstate.error.actor.add') expect(c.error).toEqual({ key: T.changeFailed, message: 'This intent exists on the provider.' });
    if (step.event.type === 'xstate.error.actor.remove') expect(c.error).toEqual({ key: commonTexts.noInternet });
    if (step.event.type === 'CANCEL') expect(d.lastCalls()).toEqual([]);
    if (step.event.type === 'CANCEL' || step.event.type === 'DISMISS_ERROR') expect(c.error).toBeNull();
    expect(c.pendingDelete).toEqual([]);
  },
  adding: (d) => {
    const last = d.invocations['add']?.at(-1) as { aiId: string; name: string };
    expect(last.aiId).toBe('ai1');
    expect(nameProblem(ctx(d).kind, last.name, listItems)).toBeNull();
    expect(ctx(d).error).toBeNull();
  },
  confirmingDelete: (d, step) => {
    const ids = (step.event as { ids?: string[] }).ids ?? [];
    // The known items of those chosen are asked about, in the list's order; the last text is gone.
    expect(ctx(d).pendingDelete).toEqual(listItems.filter((i) => ids.includes(i.id)));
    expect(ctx(d).error).toBeNull();
    // Only known items are asked about.
    expect(ctx(d).pendingDelete.length).toBeGreaterThan(0);
    ctx(d).pendingDelete.forEach((item) => expect(listItems).toContainEqual(item));
    expect(d.snapshot().can({ type: 'CONFIRM' })).toBe(true);
  },
  deleting: (d) => {
    expect(d.lastCalls()).toEqual([]);
    expect(d.invocations['remove']?.at(-1)).toEqual({ aiId: 'ai1', ids: ctx(d).pendingDelete.map((i) => i.id) });
  },
};

describe('aiListMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
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

describe('names of a new intent or entity', () => {
  it('follow the intent rules for intents and the entity rules for entities; an empty entity name is refused as empty', () => {
    const names = listItems.map((i) => i.name);
    for (const name of ['book_flight', 'GREETING', '', 'city', 'şehir', 'city ', 'order_status']) {
      expect(nameProblem('intent', name, listItems)).toEqual(intentNameProblem(name, names));
      if (name.trim()) expect(nameProblem('entity', name, listItems)).toEqual(remoteEntityProblem(name, names));
    }
    expect(nameProblem('entity', '  ', listItems)).toEqual({ key: commonTexts.fieldEmpty });
    expect(nameProblem('entity', 'city', listItems)).toBeNull();
  });

  it('shows why a name is refused until the text is dismissed, and sends an accepted one without surrounding spaces', async () => {
    const added: unknown[] = [];
    const actor = createActor(
      aiListMachine.provide({
        actors: {
          load: fromPromise(async () => listItems),
          add: fromPromise(async ({ input }) => {
            added.push(input);
            return { success: true, statusCode: 200 };
          }),
        },
      }),
      { input: { kind: 'intent', aiId: 'ai1' } },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'ADD', name: 'GREETING' });
    expect(actor.getSnapshot().context.error).toEqual(
      intentNameProblem(
        'GREETING',
        listItems.map((i) => i.name),
      ),
    );
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'ADD', name: ' book_flight ' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added).toEqual([{ aiId: 'ai1', name: 'book_flight' }]);
    actor.stop();
  });
});
