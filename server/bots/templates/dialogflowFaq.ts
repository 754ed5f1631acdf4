import { buildFlow, text } from '../flowBuilder';
import type { BotTemplate } from './template';

/** Intents the Dialogflow agent should have; each answer module is reached by its intent. */
const INTENTS = [
  { intent: 'opening_hours', to: 'hours' },
  { intent: 'shipping', to: 'shipping' },
  { intent: 'returns', to: 'returns' },
] as const;

export const dialogflowFaqTemplate: BotTemplate = {
  id: '5b0f0c2e-6a1d-4c57-9a53-0d9c1f7a0006',
  name: 'Dialogflow FAQ assistant',
  description: 'Understands free-text questions with your Dialogflow agent (opening hours, shipping, returns) and hands anything it cannot answer to a person.',
  specialization: 'CUSTOMER_SERVICE',
  aiBot: true,
  flow: buildFlow([
    { id: 'start', type: 'START', name: 'Start', at: [0, 1], to: 'greeting' },
    { id: 'greeting', type: 'MESSAGE', name: 'Greeting', at: [1, 1], to: 'understand', settings: text('Hi! Ask me anything about opening hours, shipping or returns.') },
    {
      id: 'understand',
      type: 'AI',
      name: 'Understand the question',
      at: [2, 1],
      fallback: 'not-understood',
      fallbackCount: 1,
      to: INTENTS.map(({ intent, to }) => ({ id: to, intent, tags: [] })),
      // aiType is set to the assistant's AI connection when the template is copied.
      settings: { aiType: '', aiMode: 'INPUT', threshold: 0.5 },
    },
    { id: 'hours', type: 'MESSAGE', name: 'Opening hours', at: [3, 0], to: 'end', settings: text('We are open Monday to Friday, 09:00-18:00, and Saturday 10:00-14:00.') },
    { id: 'shipping', type: 'MESSAGE', name: 'Shipping', at: [3, 1], to: 'end', settings: text('Orders ship within 1-2 business days; delivery takes 2-4 days.') },
    { id: 'returns', type: 'MESSAGE', name: 'Returns', at: [3, 2], to: 'end', settings: text('You can return any item within 30 days. Start a return from your order page.') },
    {
      id: 'not-understood',
      type: 'MESSAGE',
      name: 'Not understood',
      at: [3, 3],
      to: 'handover',
      settings: text('Sorry, I did not understand that. Let me connect you to a colleague.'),
    },
    { id: 'handover', type: 'HANDOVER', name: 'Forward to human', at: [4, 3], settings: { mode: 'internal' } },
    { id: 'end', type: 'END', name: 'End', at: [4, 1] },
  ]),
};
