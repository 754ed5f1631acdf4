import { describe, expect, it } from 'vitest';
import { canonical, hasTrainedModel, NOT_TRAINED, trainingFamily, trainingOutcome, trainingStatusAt, type TrainedModel } from './training';

const start = new Date('2025-01-01T10:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const model = (utterances: string[]): TrainedModel => ({ intents: [{ name: 'Greeting', utterances, parameters: [] }], entities: [] });

describe('training status rules (spec 03 section 4.1)', () => {
  it('maps connection types to training families; generative types do not train', () => {
    expect(trainingFamily('LuisCloud')).toBe('luis');
    expect(trainingFamily('LuisOnPre')).toBe('luis');
    expect(trainingFamily('CLU')).toBe('clu');
    expect(trainingFamily('DialogFlow')).toBe('dialogflow');
    expect(trainingFamily('Generative AI')).toBeUndefined();
    expect(trainingFamily('OpenAI')).toBeUndefined();
  });

  it('reports NotTrained before the first training', () => {
    expect(trainingStatusAt('luis', { startedAt: null, outcome: null }, start)).toEqual(NOT_TRAINED);
  });

  it('LUIS: InProgress for five seconds, then the outcome', () => {
    const state = { startedAt: start, outcome: 'Success' };
    expect(trainingStatusAt('luis', state, at(4.9))).toEqual({ status: 'InProgress', statusId: '2' });
    expect(trainingStatusAt('luis', state, at(5))).toEqual({ status: 'Success', statusId: '0' });
    expect(trainingStatusAt('luis', { startedAt: start, outcome: 'UpToDate' }, at(6))).toEqual({ status: 'UpToDate', statusId: '1' });
    expect(trainingStatusAt('luis', { startedAt: start, outcome: 'Fail' }, at(6))).toEqual({ status: 'Fail', statusId: '3' });
  });

  it('CLU: running, then succeeded or failed', () => {
    expect(trainingStatusAt('clu', { startedAt: start, outcome: 'Success' }, at(1))).toEqual({ status: 'running', statusId: '2' });
    expect(trainingStatusAt('clu', { startedAt: start, outcome: 'UpToDate' }, at(5))).toEqual({ status: 'succeeded', statusId: '0' });
    expect(trainingStatusAt('clu', { startedAt: start, outcome: 'Fail' }, at(5))).toEqual({ status: 'failed', statusId: '3' });
  });

  it("Dialogflow: complete at once with statusId '1', a failure with another id", () => {
    expect(trainingStatusAt('dialogflow', { startedAt: start, outcome: 'Success' }, start)).toEqual({ status: 'Success', statusId: '1' });
    expect(trainingStatusAt('dialogflow', { startedAt: start, outcome: 'Fail' }, start).statusId).not.toBe('1');
  });

  it('has a model to publish only after a finished, successful training', () => {
    expect(hasTrainedModel('luis', { startedAt: start, outcome: 'Success' }, at(1))).toBe(false);
    expect(hasTrainedModel('luis', { startedAt: start, outcome: 'Success' }, at(5))).toBe(true);
    expect(hasTrainedModel('luis', { startedAt: start, outcome: 'Fail' }, at(5))).toBe(false);
    expect(hasTrainedModel('luis', { startedAt: null, outcome: null }, at(5))).toBe(false);
  });

  it('fails without any utterance, is up to date for the same model, succeeds otherwise', () => {
    expect(trainingOutcome(model([]), null)).toBe('Fail');
    expect(trainingOutcome({ intents: [], entities: [] }, null)).toBe('Fail');
    expect(trainingOutcome(model(['hi']), null)).toBe('Success');
    expect(trainingOutcome(model(['hi']), model(['hi']))).toBe('UpToDate');
    expect(trainingOutcome(model(['hi', 'hello']), model(['hi']))).toBe('Success');
  });

  it('compares models regardless of key order (jsonb reorders keys)', () => {
    expect(canonical({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonical({ a: [{ c: 3, d: 2 }], b: 1 }));
    expect(canonical({ a: [1, 2] })).not.toBe(canonical({ a: [2, 1] }));
  });
});
