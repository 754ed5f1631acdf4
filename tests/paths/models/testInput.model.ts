import { testInputMachine, type TestInputContext } from '../../../machines/ai/testInput.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const prediction = { predictions: [{ intent: 'book_flight', score: 0.93, parameters: { destination: 'Ankara' } }], usageCost: 0.0021 };
export const testSettings = { temperature: 0.7, maxTokens: 256, intents: [{ name: 'book_flight', entities: [{ name: 'destination' }] }] };

export const testInputModel: CatalogueEntry = {
  machine: testInputMachine,
  appActions: [],
  scenarios: [
    {
      name: 'test a sentence',
      input: { actionId: 'ai-module', aiId: 'ai1', companyId: 'c1' },
      events: [
        { type: 'INPUT_CHANGED', value: '  ' },
        { type: 'INPUT_CHANGED', value: 'I want to fly to Ankara' },
        { type: 'TEST', aiActionModuleNodeSettings: testSettings },
        done('predict', prediction),
        done('predict', { predictions: 'none' }),
        failed('predict', httpFailure(500)),
        failed('predict', networkFailure),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as TestInputContext;
    return [c.input, c.result, c.error];
  }),
};
