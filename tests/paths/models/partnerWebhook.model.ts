import { partnerWebhookMachine, type PartnerWebhookContext } from '../../../machines/channels/popups/partnerWebhook.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const partnerUrl = 'https://partner.example/in';

export const partnerWebhookModel: CatalogueEntry = {
  machine: partnerWebhookMachine,
  appActions: [],
  scenarios: [
    {
      name: 'set the partner webhook',
      input: { channelId: 'ch1' },
      events: [
        done('loadPartnerWebhook', { partnerWebhookUrl: '', token: '' }),
        failed('loadPartnerWebhook', networkFailure),
        { type: 'URL_CHANGED', value: 'not a url' },
        { type: 'URL_CHANGED', value: partnerUrl },
        { type: 'TOKEN_CHANGED', value: 'secret-1' },
        { type: 'SAVE' },
        { type: 'CLOSE' },
        done('savePartnerWebhook', { partnerWebhookUrl: partnerUrl, token: '••••••••' }),
        failed('savePartnerWebhook', httpFailure(500)),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as PartnerWebhookContext;
    return [c.partnerWebhookUrl, c.token, c.errors];
  }),
};
