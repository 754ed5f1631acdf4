import { cloudApiKeyMachine, type CloudApiKeyContext } from '../../../machines/channels/cloudApiKey.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const validCloudKey = `INS.${'a'.repeat(20)}.${'b'.repeat(50)}`;

export const cloudApiKeyModel: CatalogueEntry = {
  machine: cloudApiKeyMachine,
  appActions: ['keySaved'],
  scenarios: [
    {
      name: 'replace the Cloud API key',
      input: { channelId: 'ch1', userId: 'u1', maskedKey: '********' },
      events: [
        { type: 'REPLACE' },
        { type: 'KEY_CHANGED', value: '' },
        { type: 'KEY_CHANGED', value: 'INS.short' },
        { type: 'KEY_CHANGED', value: validCloudKey },
        { type: 'SAVE' },
        { type: 'YES' },
        { type: 'NO' },
        { type: 'CANCEL' },
        { type: 'CLOSE' },
        done('setCloudApiKey', { success: true }),
        failed('setCloudApiKey', httpFailure(404)),
        failed('setCloudApiKey', httpFailure(408)),
        failed('setCloudApiKey', networkFailure),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as CloudApiKeyContext;
    return [c.draft, c.error];
  }),
};
