import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { renameProblem, utteranceProblem } from './panel/intents';
import { aiPanelTexts as T } from './panel/texts';
import { intentEditorMachine, type IntentEditorContext } from './intentEditor.machine';
import { intentDetails, intentEditorInput, intentEditorModel } from '../../tests/paths/models/intentEditor.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(intentEditorModel);
const ctx = (d: Driver) => d.snapshot().context as IntentEditorContext;
const field = <T>(step: Parameters<StateChecks[string]>[1], name: string) => (step.event as unknown as Record<string, T>)[name];

const checks: StateChecks = {
  loading: (d, step) => {
    const c = ctx(d);
    expect(d.invocations['loadDetails']?.at(-1)).toEqual({ aiId: 'ai1', intent: c.savedName, intentId: 'i1' });
    // The editor opens on the intent's name with nothing read yet and nothing said.
    if (step.event.type === 'xstate.init') expect(c).toEqual({ ...intentEditorInput, savedName: 'book_flight', utterances: [], parameters: [], error: null, notice: null });
    // A retry clears the failure; a change the provider took reads the intent again.
    expect(c.error).toBeNull();
    expect(c.notice).toBeNull();
  },
  failed: (d) => {
    expect(ctx(d).error).toEqual({ key: commonTexts.noInternet });
  },
  ready: (d, step) => {
    const c = ctx(d);
    const e = step.event.type;
    if (e === 'xstate.done.actor.loadDetails') {
      expect(c.utterances).toEqual(intentDetails.utterances);
      expect(c.parameters).toEqual(intentDetails.parameters);
    }
    if (e === 'ADD_UTTERANCE')
      expect(c.error).toEqual(
        utteranceProblem(
          field<string>(step, 'text') ?? '',
          c.utterances.map((u) => u.text),
        ),
      );
    if (e === 'SAVE') expect(c.error).toEqual(renameProblem(c.name, c.savedName, ['greeting']));
    if (e === 'xstate.error.actor.addUtterance') expect(c.error).toEqual({ key: T.changeFailed, message: 'Utterance refused.' });
    if (e === 'xstate.error.actor.removeUtterance') expect(c.error).toEqual({ key: commonTexts.internet });
    if (e === 'xstate.error.actor.updateIntent') expect(c.error).toEqual({ key: commonTexts.noInternet });
    if (e === 'xstate.done.actor.updateIntent') {
      const ok = field<{ success: boolean }>(step, 'output')?.success;
      if (ok) {
        expect(c.notice).toEqual({ key: T.intentSaved });
        expect(c.savedName).toBe(c.name);
        expect(d.lastCalls()).toEqual([{ type: 'renamed', params: { from: expect.any(String), to: c.name } }]);
      } else {
        expect(c.error).toEqual({ key: T.changeFailed });
      }
    }
    if (e === 'ADD_PARAMETER') expect(new Set(c.parameters.map((p) => p.name)).size).toBe(c.parameters.length);
    if (e === 'NAME_CHANGED') {
      // Typing a name shows it as typed and clears what was said before.
      expect(c.name).toBe(field<string>(step, 'value'));
      expect(c.error).toBeNull();
      expect(c.notice).toBeNull();
    }
    if (e === 'xstate.done.actor.addUtterance' || e === 'xstate.done.actor.removeUtterance') {
      // Only a refused change comes back without reading the intent again.
      expect(field<{ success: boolean }>(step, 'output')?.success).toBe(false);
      expect(c.error).toEqual({ key: T.changeFailed });
    }
  },
  addingUtterance: (d) => {
    expect(d.invocations['addUtterance']?.at(-1)).toEqual({ aiId: 'ai1', intent: 'book_flight', utterance: 'Fly me to Izmir' });
    expect(ctx(d).error).toBeNull();
    expect(ctx(d).notice).toBeNull();
  },
  removingUtterance: (d) => {
    expect(d.invocations['removeUtterance']?.at(-1)).toEqual({ aiId: 'ai1', intent: 'book_flight', utteranceId: 'u1' });
    expect(ctx(d).error).toBeNull();
    expect(ctx(d).notice).toBeNull();
  },
  saving: (d) => {
    const c = ctx(d);
    expect(c.error).toBeNull();
    expect(c.notice).toBeNull();
    expect(d.invocations['updateIntent']?.at(-1)).toEqual({ aiId: 'ai1', intentId: 'i1', newName: c.name, utterances: c.utterances.map((u) => u.text), parameters: c.parameters });
    expect(renameProblem(c.name, c.savedName, ['greeting'])).toBeNull();
  },
};

describe('intentEditorMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(intentEditorMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(intentEditorModel, path, checks);
  });
});

/** An editor whose provider answers at once, recording what it is asked. */
async function openEditor() {
  const asked: Record<string, unknown[]> = {};
  const renamed: unknown[] = [];
  const record = (name: string, input: unknown) => {
    (asked[name] ??= []).push(input);
    return { success: true, statusCode: 200 };
  };
  const actor = createActor(
    intentEditorMachine.provide({
      actors: {
        loadDetails: fromPromise(async () => intentDetails),
        addUtterance: fromPromise(async ({ input }) => record('addUtterance', input)),
        removeUtterance: fromPromise(async ({ input }) => record('removeUtterance', input)),
        updateIntent: fromPromise(async ({ input }) => record('updateIntent', input)),
      },
      actions: { renamed: (_, params) => void renamed.push(params) },
    }),
    { input: intentEditorInput },
  ).start();
  await settle();
  return { actor, asked, renamed, context: () => actor.getSnapshot().context };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the parameters of an intent', () => {
  it('take a new name without its surrounding spaces, refuse an empty or a known one, and drop the one removed', async () => {
    const { actor, context } = await openEditor();
    expect(context().parameters).toEqual([{ name: 'city', entity: 'sys.geo-city' }]);
    actor.send({ type: 'ADD_PARAMETER', parameter: { name: ' date ', entity: 'sys.date' } });
    expect(context().parameters).toEqual([
      { name: 'city', entity: 'sys.geo-city' },
      { name: 'date', entity: 'sys.date' },
    ]);
    for (const name of ['   ', 'city', ' date ']) {
      expect(actor.getSnapshot().can({ type: 'ADD_PARAMETER', parameter: { name, entity: 'sys.any' } })).toBe(false);
      actor.send({ type: 'ADD_PARAMETER', parameter: { name, entity: 'sys.any' } });
    }
    expect(context().parameters.map((p) => p.name)).toEqual(['city', 'date']);
    actor.send({ type: 'REMOVE_PARAMETER', name: 'unknown' });
    expect(context().parameters.map((p) => p.name)).toEqual(['city', 'date']);
    actor.send({ type: 'REMOVE_PARAMETER', name: 'city' });
    expect(context().parameters).toEqual([{ name: 'date', entity: 'sys.date' }]);
    actor.stop();
  });

  it('clear the saved notice when they change', async () => {
    const { actor, context } = await openEditor();
    actor.send({ type: 'SAVE' });
    await settle();
    expect(context().notice).toEqual({ key: T.intentSaved });
    actor.send({ type: 'ADD_PARAMETER', parameter: { name: 'date', entity: 'sys.date' } });
    expect(context().notice).toBeNull();
    actor.send({ type: 'SAVE' });
    await settle();
    expect(context().notice).toEqual({ key: T.intentSaved });
    actor.send({ type: 'REMOVE_PARAMETER', name: 'date' });
    expect(context().notice).toBeNull();
    actor.stop();
  });
});

describe('names and utterances typed with surrounding spaces', () => {
  it('are sent and kept without them', async () => {
    const { actor, asked, renamed, context } = await openEditor();
    actor.send({ type: 'ADD_UTTERANCE', text: '  Fly me to Izmir ' });
    await settle();
    expect(asked['addUtterance']).toEqual([{ aiId: 'ai1', intent: 'book_flight', utterance: 'Fly me to Izmir' }]);
    actor.send({ type: 'NAME_CHANGED', value: ' book_a_flight  ' });
    actor.send({ type: 'SAVE' });
    await settle();
    expect(asked['updateIntent']).toEqual([
      { aiId: 'ai1', intentId: 'i1', newName: 'book_a_flight', utterances: ['I want to fly'], parameters: [{ name: 'city', entity: 'sys.geo-city' }] },
    ]);
    expect(renamed).toEqual([{ from: 'book_flight', to: 'book_a_flight' }]);
    expect(context()).toMatchObject({ name: 'book_a_flight', savedName: 'book_a_flight', notice: { key: T.intentSaved }, error: null });
    actor.stop();
  });
});

describe('an utterance or a name the rules refuse', () => {
  it('says why and asks the provider nothing', async () => {
    const { actor, asked, context } = await openEditor();
    actor.send({ type: 'ADD_UTTERANCE', text: ' i want to fly' });
    expect(context().error).toEqual({ key: T.utteranceDuplicate });
    actor.send({ type: 'ADD_UTTERANCE', text: '   ' });
    expect(context().error).toEqual({ key: commonTexts.fieldEmpty });
    actor.send({ type: 'NAME_CHANGED', value: 'Greeting' });
    expect(context().error).toBeNull();
    actor.send({ type: 'SAVE' });
    expect(context().error).toEqual(renameProblem('Greeting', 'book_flight', ['greeting']));
    expect(context().error).not.toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(asked).toEqual({});
    actor.stop();
  });
});
