import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { aiPanelTexts as T } from './panel/texts';
import { prediction, testInputModel, testSettings } from '../../tests/paths/models/testInput.model';
import { isValidPrediction, testInputMachine, type TestInputContext } from './testInput.machine';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(testInputModel);
const ctx = (d: Driver) => d.snapshot().context as TestInputContext;

const checks: StateChecks = {
  idle: (d, step) => {
    const c = ctx(d);
    const e = step.event.type;
    if (e === 'xstate.done.actor.predict') {
      const valid = isValidPrediction((step.event as unknown as { output: unknown }).output);
      expect(c.result).toEqual(valid ? prediction : null);
      expect(c.error).toEqual(valid ? null : { key: T.testInvalid });
    }
    if (e === 'xstate.error.actor.predict') {
      expect(c.result).toBeNull();
      expect(c.error).toEqual({ key: T.testFailure });
    }
    expect(d.snapshot().can({ type: 'TEST', aiActionModuleNodeSettings: {} })).toBe(c.input.trim() !== '');
  },
  testing: (d) => {
    expect(ctx(d).result).toBeNull();
    expect(ctx(d).error).toBeNull();
    expect(d.invocations['predict']?.at(-1)).toEqual({
      actionId: 'ai-module',
      id: 'ai1',
      companyId: 'c1',
      input: 'I want to fly to Ankara',
      aiActionModuleNodeSettings: testSettings,
      retryCount: 0,
    });
  },
};

describe('testInputMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(testInputMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(testInputModel, path, checks);
  });
});

describe('isValidPrediction', () => {
  it('accepts predictions with intent and score plus a usage cost, and nothing else', () => {
    expect(isValidPrediction(prediction)).toBe(true);
    expect(isValidPrediction({ predictions: [], usageCost: 0 })).toBe(true);
    expect(isValidPrediction(null)).toBe(false);
    expect(isValidPrediction({ predictions: 'none' })).toBe(false);
    expect(isValidPrediction({ predictions: [{ intent: 'x', score: '0.9' }], usageCost: 1 })).toBe(false);
    expect(isValidPrediction({ predictions: [{ intent: 'x', score: 0.9 }] })).toBe(false);
    // Each prediction is an object with a text intent and a numeric score.
    expect(isValidPrediction({ predictions: [null], usageCost: 1 })).toBe(false);
    expect(isValidPrediction({ predictions: ['book_flight'], usageCost: 1 })).toBe(false);
    expect(isValidPrediction({ predictions: [{ intent: 1, score: 0.9 }], usageCost: 1 })).toBe(false);
    expect(isValidPrediction({ predictions: [{ score: 0.9 }], usageCost: 1 })).toBe(false);
  });
});

describe('testing a sentence', () => {
  it('sends it without its surrounding spaces', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      testInputMachine.provide({
        actors: {
          predict: fromPromise(async ({ input }) => {
            asked.push(input);
            return prediction;
          }),
        },
      }),
      { input: { actionId: 'ai-module', aiId: 'ai1', companyId: 'c1' } },
    ).start();
    actor.send({ type: 'INPUT_CHANGED', value: '  I want to fly to Ankara ' });
    actor.send({ type: 'TEST', aiActionModuleNodeSettings: testSettings });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([{ actionId: 'ai-module', id: 'ai1', companyId: 'c1', input: 'I want to fly to Ankara', aiActionModuleNodeSettings: testSettings, retryCount: 0 }]);
    expect(actor.getSnapshot().context.result).toEqual(prediction);
    actor.stop();
  });
});
