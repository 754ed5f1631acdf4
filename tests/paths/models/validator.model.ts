import { validatorMachine, type ValidatorContext } from '../../../machines/validator/validator.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed } from './fixtures';

const at = (x: number) => ({ x, y: 0 });
const start = { id: 'start', type: 'START', name: 'Start', position: at(0), connections: [{ id: 'hello' }], settings: {} };
const hello = { id: 'hello', type: 'MESSAGE', name: 'Hello', position: at(1), connections: [{ id: 'end' }], settings: { messageType: 'TEXT', payloads: ['Hello!'] } };
const end = { id: 'end', type: 'END', name: 'End', position: at(2), connections: [], settings: {} };

/** A flow that passes every check: START, a message, END. */
export const passingFlow = JSON.stringify({ formatVersion: 2, modules: [start, hello, end] });
/** A flow with a module nothing leads to, an empty message in it, and a payment module (which cannot be published). */
export const failingFlow = JSON.stringify({
  formatVersion: 2,
  modules: [
    start,
    hello,
    end,
    { id: 'lost', type: 'MESSAGE', name: 'Lost', position: at(3), connections: [], settings: { messageType: 'TEXT', payloads: [''] } },
    { id: 'pay', type: 'PAYMENTS', name: 'Pay', position: at(4), connections: [], settings: {} },
  ],
});

export const validatorModel: CatalogueEntry = {
  machine: validatorMachine,
  appActions: [],
  scenarios: [
    {
      name: 'validate a flow',
      events: [
        { type: 'TEXT_CHANGED', value: passingFlow },
        { type: 'TEXT_CHANGED', value: failingFlow },
        { type: 'TEXT_CHANGED', value: '{"formatVersion": 2, "modules": [' },
        { type: 'TEXT_CHANGED', value: '{"name": "not a flow"}' },
        { type: 'TEXT_CHANGED', value: '   ' },
        { type: 'VALIDATE' },
        { type: 'CLEAR' },
        { type: 'FILE_CHOSEN', file: new Blob([passingFlow]), name: 'flow.json' },
        { type: 'FILE_CHOSEN', file: { size: 6_000_000 } as Blob, name: 'huge.json' },
        done('readFile', failingFlow),
        done('readFile', passingFlow),
        failed('readFile', new Error('The file could not be read.')),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as ValidatorContext;
    return [c.text.slice(0, 40), c.fileName, c.result?.kind ?? null, c.error];
  }),
};
