import { salesChatReturnMachine, type SalesChatReturnContext } from '../../../machines/channels/salesChatReturn.machine';
import { zohoLoginMessages } from '../../../services/contracts/channels/salesChatLogin';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

/** The query Zoho redirects to /company-profile/create-zoho with on consent. */
export const zohoCallback = { code: '1000.c0de', location: 'us', 'accounts-server': 'https://accounts.zoho.com', state: 'c1.sealed' };
export const zohoLogin = { companyId: 'c1', ticket: 'sealed-ticket', expiresIn: 3600 };
export const zohoAssistants = [{ id: 'b1', name: 'Helper' }];
export const zohoChannel = { channelId: 'ch-zoho', companyId: 'c1', name: 'SalesIQ' };

export const salesChatReturnModel: CatalogueEntry = {
  machine: salesChatReturnMachine,
  appActions: ['openChannels'],
  scenarios: [
    { name: 'the admin chose Reject at Zoho', input: { query: { error: 'access_denied', state: 'c1.sealed' } }, events: [] },
    { name: 'the page is opened without a login', input: { query: {} }, events: [] },
    {
      name: 'back from Zoho: the admin names the channel and creates it',
      input: { query: zohoCallback },
      events: [
        done('zohoToken', zohoLogin),
        failed('zohoToken', httpFailure(400, { message: zohoLoginMessages.providerError('invalid_code') })),
        failed('zohoToken', httpFailure(502, { message: zohoLoginMessages.providerErrorUnknown })),
        done('loadAssistants', zohoAssistants),
        failed('loadAssistants', networkFailure),
        { type: 'RETRY' },
        { type: 'CREATE' },
        { type: 'EDIT_NAME', value: 'SalesIQ' },
        { type: 'CHOOSE_ASSISTANT', botId: 'b1' },
        done('createZohoChannel', zohoChannel),
        failed('createZohoChannel', httpFailure(400, { message: zohoLoginMessages.ticketRefused })),
        failed('createZohoChannel', httpFailure(500, { message: zohoLoginMessages.createFailed })),
        failed('createZohoChannel', networkFailure),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as SalesChatReturnContext;
    return [c.login?.ticket ?? null, c.assistants.length, c.name, c.botId, c.created?.channelId ?? null, c.error?.key ?? null];
  }),
};
