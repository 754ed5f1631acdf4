import { describe, expect, it } from 'vitest';
import { renameProblem, utteranceProblem } from './panel/intents';
import { aiPanelTexts as T } from './panel/texts';
import { intentEditorMachine, type IntentEditorContext } from './intentEditor.machine';
import { intentDetails, intentEditorModel } from '../../tests/paths/models/intentEditor.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(intentEditorModel);
const ctx = (d: Driver) => d.snapshot().context as IntentEditorContext;
const field = <T>(step: Parameters<StateChecks[string]>[1], name: string) => (step.event as unknown as Record<string, T>)[name];

const checks: StateChecks = {
  loading: (d) => {
    expect(d.invocations['loadDetails']?.at(-1)).toEqual({ aiId: 'ai1', intent: ctx(d).savedName, intentId: 'i1' });
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
  },
  addingUtterance: (d) => {
    expect(d.invocations['addUtterance']?.at(-1)).toEqual({ aiId: 'ai1', intent: 'book_flight', utterance: 'Fly me to Izmir' });
  },
  removingUtterance: (d) => {
    expect(d.invocations['removeUtterance']?.at(-1)).toEqual({ aiId: 'ai1', intent: 'book_flight', utteranceId: 'u1' });
  },
  saving: (d) => {
    const c = ctx(d);
    expect(d.invocations['updateIntent']?.at(-1)).toEqual({ aiId: 'ai1', intentId: 'i1', newName: c.name, utterances: c.utterances.map((u) => u.text), parameters: c.parameters });
    expect(renameProblem(c.name, c.savedName, ['greeting'])).toBeNull();
  },
};

describe('intentEditorMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(intentEditorMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(intentEditorModel, path, checks);
  });
});
