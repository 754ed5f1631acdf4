import { buildFlow, text } from '../flowBuilder';
import type { BotTemplate } from './template';

export const orderStatusTemplate: BotTemplate = {
  id: '5b0f0c2e-6a1d-4c57-9a53-0d9c1f7a0003',
  name: 'Order status',
  description: 'Asks for an order number, looks the order up in your shop system with an integration call and tells the customer where it is.',
  specialization: 'E_COMMERCE',
  aiBot: false,
  flow: buildFlow([
    { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'ask-order' },
    {
      id: 'ask-order', type: 'INPUT', name: 'Order number', at: [1, 0], to: 'lookup', fallback: 'bad-order', fallbackCount: 3,
      settings: { inputType: 'TEXT', param: 'orderNumber', prompt: 'Please type your order number (digits only).', validator: '^\\d{4,20}$', validatorFlag: '' },
    },
    { id: 'bad-order', type: 'MESSAGE', name: 'Invalid order number', at: [1, 1], to: 'ask-order', settings: text('An order number has 4 to 20 digits. You find it in your confirmation e-mail.') },
    {
      id: 'lookup', type: 'INTEGRATION', name: 'Look up the order', at: [2, 0], to: 'status', fallback: 'lookup-failed',
      settings: {
        url: 'https://shop.example.com/api/orders',
        requestMethod: 'GET',
        queryParams: [{ key: 'orderNumber', value: '#orderNumber' }],
        authOption: 'Bearer Token',
        authParams: { token: '', headerPrefix: 'Bearer' },
        headers: [{ key: 'Accept', value: 'application/json' }],
        bodySendOption: 'automatically',
        bodyOption: 'none',
        responseReceiveOption: 'automatically',
        responseFormat: 'json',
        variables: { orderStatus: 'Response.status', deliveryDate: 'Response.estimatedDelivery' },
        serviceType: 'external',
        integrationTimeout: 10,
        comment: 'Replace the URL and token with your shop system\'s order API.',
      },
    },
    { id: 'status', type: 'MESSAGE', name: 'Order status', at: [3, 0], to: 'end', settings: text('Order #orderNumber is #orderStatus. Estimated delivery: #deliveryDate.') },
    { id: 'lookup-failed', type: 'MESSAGE', name: 'Lookup failed', at: [3, 1], to: 'handover', settings: text('Sorry, I could not find that order right now. Let me connect you to a colleague.') },
    { id: 'handover', type: 'HANDOVER', name: 'Forward to human', at: [4, 1], settings: { mode: 'internal' } },
    { id: 'end', type: 'END', name: 'End', at: [4, 0] },
  ]),
};
