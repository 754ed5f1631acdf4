import { confirmChangeMachine, type ConfirmChangeContext } from '../../../machines/designer/confirmChange.machine';
import { serializeWith, type CatalogueEntry } from '../model';

export const messageTypeQuestion = { key: 'panelsContent.message.confirmTypeChange' };
export const toImage = { messageType: 'IMAGE', payloads: [] };

export const confirmChangeModel: CatalogueEntry = {
  machine: confirmChangeMachine,
  appActions: ['apply'],
  scenarios: [
    {
      name: 'change the message type',
      events: [{ type: 'ASK', question: messageTypeQuestion, change: toImage }, { type: 'YES' }, { type: 'NO' }],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as ConfirmChangeContext;
    return [c.question, c.change];
  }),
};
