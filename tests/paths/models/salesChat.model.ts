import type { SalesChatFormContext } from '../../../machines/channels/forms/salesChat.machine';
import { salesChatMachine } from '../../../machines/channels/forms/salesChat.machine';
import { zohoLoginMessages } from '../../../services/contracts/channels/salesChatLogin';
import { serializeWith, type CatalogueEntry } from '../model';
import { createInput, updateInput } from './channelForms';
import { done, failed, httpFailure, networkFailure } from './fixtures';

/** Zoho's authorize address for the company's client, as the server answers it. */
export const zohoAuthorizeUrl = 'https://accounts.zoho.com/oauth/v2/auth?client_id=1000.HARBOUR&response_type=code&access_type=offline';

export const salesChatModel: CatalogueEntry = {
  machine: salesChatMachine,
  appActions: ['openZoho'],
  scenarios: [
    {
      name: "an admin gives the company's Zoho client and signs in with Zoho",
      input: createInput,
      events: [
        { type: 'SUBMIT' },
        { type: 'FIELD_CHANGED', field: 'clientId', value: '1000.HARBOUR' },
        { type: 'FIELD_CHANGED', field: 'clientSecret', value: 'harbour-secret' },
        { type: 'FIELD_CHANGED', field: 'screenName', value: 'harbourcafe' },
        { type: 'FIELD_CHANGED', field: 'unknown', value: 'x' },
        { type: 'FIELD_CHANGED', field: 'clientId', value: 'x'.repeat(201) },
        done('zohoAuthorize', { url: zohoAuthorizeUrl }),
        failed('zohoAuthorize', httpFailure(403, { message: 'You are not allowed to change this company.' })),
        failed('zohoAuthorize', httpFailure(400, { message: zohoLoginMessages.clientSecretRequired })),
        failed('zohoAuthorize', networkFailure),
      ],
    },
    { name: 'a stored sales-chat channel is opened', input: updateInput, events: [{ type: 'SUBMIT' }] },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as SalesChatFormContext;
    return [c.fields, Object.keys(c.errors).sort(), c.error?.key ?? null];
  }),
};
