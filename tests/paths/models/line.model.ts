import type { ChannelFormContext } from '../../../machines/channels/forms/channelForm';
import { lineMachine } from '../../../machines/channels/forms/line.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { createInput, formView, loadEvents, saveEvents, updateEvents, updateInput } from './channelForms';
import { done, failed, httpFailure } from './fixtures';

export const lineSecret = '8c5b6d3ac6e1e2d2f6b6f2a4f3c1d0e9';
export const lineToken = '1234567890.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE';

/** LINE's own refusal of a token, which the form shows as the server's message. */
export const lineRefusal = 'Authentication failed. Confirm that the access token in the authorization header is valid.';

const fields = [
  { type: 'FIELD_CHANGED', field: 'channelSecret', value: lineSecret },
  { type: 'FIELD_CHANGED', field: 'accessToken', value: lineToken },
];

export const lineModel: CatalogueEntry = {
  machine: lineMachine,
  appActions: ['notifySaved'],
  scenarios: [
    {
      name: 'add a LINE channel',
      input: createInput,
      events: [
        ...loadEvents,
        ...fields,
        ...saveEvents,
        failed('addChannel', httpFailure(400, { message: lineRefusal })),
        failed('addChannel', httpFailure(500, { message: '' })),
        done('addChannel', { channel: { id: 'ch7', name: 'Main' } }),
      ],
    },
    {
      name: 'update the LINE channel',
      input: updateInput,
      events: [
        ...updateEvents({
          id: 'ch1',
          name: 'Main',
          kind: 'line',
          botId: 'b1',
          properties: { channelSecret: '********', accessToken: '********', lineBotUserId: 'U1', lineBasicId: '@123abcd' },
        }),
        { type: 'FIELD_CHANGED', field: 'accessToken', value: '' },
        { type: 'FIELD_CHANGED', field: 'accessToken', value: lineToken },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => formView(context as ChannelFormContext)),
};
