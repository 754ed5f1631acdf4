import type { ChannelFormContext } from '../../../machines/channels/forms/channelForm';
import { teamsMachine } from '../../../machines/channels/forms/teams.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { createInput, formView, loadEvents, saveEvents, updateEvents, updateInput, usageEvents } from './channelForms';
import { done, failed, httpFailure } from './fixtures';

export const teamsAppId = '6c3a4f6e-2b1d-4c8e-9a77-0f1e2d3c4b5a';

const fields = [
  { type: 'FIELD_CHANGED', field: 'appID', value: teamsAppId },
  { type: 'FIELD_CHANGED', field: 'password', value: 'app-password' },
];

/** Teams refuses the app id or password: the server's words reach the form. */
const refused = failed('addChannel', httpFailure(400, { message: 'Teams did not accept the app id and password: invalid_client.' }));

export const teamsModel: CatalogueEntry = {
  machine: teamsMachine,
  appActions: ['notifySaved'],
  scenarios: [
    {
      name: 'add a Teams bot',
      input: createInput,
      events: [...loadEvents, ...fields, ...saveEvents, refused, ...usageEvents, done('addChannel', { channel: { id: 'ch7', name: 'Main' } })],
    },
    {
      name: 'update the Teams bot',
      input: updateInput,
      events: [
        ...updateEvents({ id: 'ch1', name: 'Main', kind: 'teams', botId: 'b1', properties: { appID: teamsAppId, password: '********' } }),
        { type: 'FIELD_CHANGED', field: 'password', value: 'new-password' },
        { type: 'FIELD_CHANGED', field: 'password', value: '' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => formView(context as ChannelFormContext)),
};
