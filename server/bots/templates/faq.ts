import { buildFlow, quickReplies, text } from '../flowBuilder';
import type { BotTemplate } from './template';

const menu = quickReplies('What would you like to know?', [
  { id: 'opt-hours', text: 'Opening hours', to: 'hours' },
  { id: 'opt-shipping', text: 'Shipping', to: 'shipping' },
  { id: 'opt-returns', text: 'Returns', to: 'returns' },
]);
const more = quickReplies('Can I help with anything else?', [
  { id: 'opt-yes', text: 'Yes', to: 'menu' },
  { id: 'opt-no', text: 'No, thanks', to: 'goodbye' },
]);

export const faqTemplate: BotTemplate = {
  id: '5b0f0c2e-6a1d-4c57-9a53-0d9c1f7a0001',
  name: 'Frequently asked questions',
  description: 'Answers the questions customers ask most (opening hours, shipping, returns) with quick-reply buttons, then offers more help.',
  specialization: 'CUSTOMER_SERVICE',
  aiBot: false,
  flow: buildFlow([
    { id: 'start', type: 'START', name: 'Start', at: [0, 1], to: 'welcome' },
    { id: 'welcome', type: 'MESSAGE', name: 'Welcome', at: [1, 1], to: 'menu', settings: text('Hi! I can answer the most common questions.') },
    { id: 'menu', type: 'SELECTION', name: 'Topics', at: [2, 1], to: menu.to, fallback: 'welcome', fallbackCount: 2, settings: menu.settings },
    { id: 'hours', type: 'MESSAGE', name: 'Opening hours', at: [3, 0], to: 'more', settings: text('We are open Monday to Friday, 09:00-18:00, and Saturday 10:00-14:00.') },
    {
      id: 'shipping',
      type: 'MESSAGE',
      name: 'Shipping',
      at: [3, 2],
      to: 'more',
      settings: text('Orders ship within 1-2 business days; delivery takes 2-4 days. Shipping is free over 50.'),
    },
    { id: 'returns', type: 'MESSAGE', name: 'Returns', at: [3, 3], to: 'more', settings: text('You can return any item within 30 days. Start a return from your order page.') },
    { id: 'more', type: 'SELECTION', name: 'Anything else?', at: [4, 1], to: more.to, settings: more.settings },
    { id: 'goodbye', type: 'MESSAGE', name: 'Goodbye', at: [5, 1], to: 'end', settings: text('Thank you for reaching out. Have a nice day!') },
    { id: 'end', type: 'END', name: 'End', at: [6, 1] },
  ]),
};
