import { aiListMachine, type AiListContext, type AiListItem } from '../../../machines/ai/aiList.machine';
import { serializeWith, type CatalogueEntry, type Scenario } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const listItems: AiListItem[] = [
  { id: 'i1', name: 'Greeting' },
  { id: 'i2', name: 'order_status' },
];

const ok = { success: true, statusCode: 200 };
const refused = { success: false, statusCode: 400 };

const common = [
  { type: 'RELOAD' },
  { type: 'DELETE', ids: ['i1'] },
  { type: 'DELETE', ids: ['i1', 'i2'] },
  { type: 'DELETE', ids: ['unknown'] },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'DISMISS_ERROR' },
  done('load', listItems),
  failed('load', httpFailure(500)),
  done('add', ok),
  done('add', refused),
  failed('add', httpFailure(400, { message: 'This intent exists on the provider.' })),
  done('remove', [ok, ok]),
  done('remove', [ok, refused]),
  failed('remove', networkFailure),
];

const scenario = (kind: 'intent' | 'entity', names: string[]): Scenario => ({
  name: `${kind}s of a connection`,
  input: { kind, aiId: 'ai1' },
  events: [...common, ...names.map((name) => ({ type: 'ADD', name }))],
});

export const aiListModel: CatalogueEntry = {
  machine: aiListMachine,
  appActions: ['itemsRemoved'],
  scenarios: [scenario('intent', ['book_flight', 'GREETING', '', 'x'.repeat(101)]), scenario('entity', ['city', 'şehir', 'city ', ''])],
  serialize: serializeWith(({ context }) => {
    const c = context as AiListContext;
    return [c.items.length, c.pendingDelete.map((i) => i.id), c.error];
  }),
};
