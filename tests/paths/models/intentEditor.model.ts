import { intentEditorMachine, type IntentEditorContext } from '../../../machines/ai/intentEditor.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const intentDetails = {
  intent: 'book_flight',
  intentId: 'i1',
  utterances: [{ id: 'u1', text: 'I want to fly' }],
  parameters: [{ name: 'city', entity: 'sys.geo-city' }],
};
export const intentEditorInput = { aiId: 'ai1', intentId: 'i1', name: 'book_flight', otherNames: ['greeting'] };

export const intentEditorModel: CatalogueEntry = {
  machine: intentEditorMachine,
  appActions: ['renamed'],
  scenarios: [
    {
      name: 'add and remove utterances',
      input: intentEditorInput,
      events: [
        { type: 'RELOAD' },
        { type: 'ADD_UTTERANCE', text: 'Fly me to Izmir' },
        { type: 'ADD_UTTERANCE', text: 'i want to fly' },
        { type: 'REMOVE_UTTERANCE', id: 'u1' },
        done('loadDetails', intentDetails),
        failed('loadDetails', networkFailure),
        done('addUtterance', { success: true, statusCode: 200 }),
        done('addUtterance', { success: false, statusCode: 400 }),
        failed('addUtterance', httpFailure(400, { message: 'Utterance refused.' })),
        done('removeUtterance', { success: true, statusCode: 200 }),
        done('removeUtterance', { success: false, statusCode: 400 }),
        failed('removeUtterance', httpFailure(500)),
      ],
    },
    {
      name: 'rename',
      input: intentEditorInput,
      events: [
        { type: 'NAME_CHANGED', value: 'book_a_flight' },
        { type: 'NAME_CHANGED', value: 'Greeting' },
        { type: 'SAVE' },
        done('loadDetails', intentDetails),
        done('updateIntent', { success: true, statusCode: 200 }),
        done('updateIntent', { success: false, statusCode: 400 }),
        failed('updateIntent', networkFailure),
      ],
    },
    {
      name: 'change parameters',
      input: intentEditorInput,
      events: [
        { type: 'ADD_PARAMETER', parameter: { name: 'date', entity: 'sys.date' } },
        { type: 'ADD_PARAMETER', parameter: { name: 'city', entity: 'sys.any' } },
        { type: 'REMOVE_PARAMETER', name: 'city' },
        { type: 'SAVE' },
        done('loadDetails', intentDetails),
        done('updateIntent', { success: true, statusCode: 200 }),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as IntentEditorContext;
    return [c.name, c.savedName, c.utterances, c.parameters, c.error, c.notice];
  }),
};
