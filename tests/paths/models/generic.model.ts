import type { ChannelFormContext } from '../../../machines/channels/forms/channelForm';
import { genericMachine } from '../../../machines/channels/forms/generic.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { createInput, formView, loadEvents, saveEvents, updateEvents, updateInput } from './channelForms';
import { done } from './fixtures';

export const genericAdded = { channel: { id: 'ch7', name: 'Main' }, apiToken: 'tok-123', signingSecret: 'sec-456' };
export const genericRecord = {
  id: 'ch1',
  name: 'Main',
  kind: 'generic',
  botId: 'b1',
  properties: { webhookUrl: 'https://hooks.example.com/in', params: [{ name: 'team', value: 'sales' }] },
};

const fields = [
  { type: 'FIELD_CHANGED', field: 'webhookUrl', value: 'ftp://x' },
  { type: 'FIELD_CHANGED', field: 'webhookUrl', value: 'https://hooks.example.com/in' },
  { type: 'FIELD_CHANGED', field: 'unknown', value: 'x' },
];

export const genericModel: CatalogueEntry = {
  machine: genericMachine,
  appActions: ['notifySaved'],
  scenarios: [
    { name: 'add a generic channel', input: createInput, events: [...loadEvents, ...fields, ...saveEvents, done('addChannel', genericAdded)] },
    {
      name: 'update its params',
      input: updateInput,
      events: [
        ...updateEvents(genericRecord),
        { type: 'PAIR_ADDED' },
        { type: 'PAIR_CHANGED', index: 1, name: 'region', value: 'eu' },
        { type: 'PAIR_CHANGED', index: 5, name: 'x', value: 'y' },
        { type: 'PAIR_REMOVED', index: 1 },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => formView(context as ChannelFormContext)),
};
