import { buildFlow, quickReplies, text } from '../flowBuilder';
import type { BotTemplate } from './template';

const vote = quickReplies(
  'How satisfied are you with our service? 1 is poor, 5 is excellent.',
  [1, 2, 3, 4, 5].map((score) => ({ id: `vote-${score}`, text: String(score), to: score <= 2 ? 'sorry' : 'thanks' })),
  'satisfactionScore',
);

export const satisfactionTemplate: BotTemplate = {
  id: '5b0f0c2e-6a1d-4c57-9a53-0d9c1f7a0005',
  name: 'Customer satisfaction survey',
  description: 'Asks for a 1-5 rating with quick replies, asks unhappy customers what went wrong, and thanks everyone.',
  specialization: 'CUSTOMER_SERVICE',
  aiBot: false,
  flow: buildFlow([
    { id: 'start', type: 'START', name: 'Start', at: [0, 1], to: 'vote' },
    { id: 'vote', type: 'SELECTION', name: 'Rating 1-5', at: [1, 1], to: vote.to, fallback: 'vote', fallbackCount: 2, settings: vote.settings },
    { id: 'sorry', type: 'MESSAGE', name: 'Sorry to hear', at: [2, 3], to: 'feedback', settings: text('We are sorry to hear that.') },
    {
      id: 'feedback',
      type: 'INPUT',
      name: 'What went wrong',
      at: [3, 3],
      to: 'thanks',
      settings: { inputType: 'TEXT', param: 'feedback', prompt: 'What could we do better?', validator: '^[\\s\\S]{1,1000}$', validatorFlag: '' },
    },
    { id: 'thanks', type: 'MESSAGE', name: 'Thank you', at: [4, 1], to: 'end', settings: text('Thank you for your feedback!') },
    { id: 'end', type: 'END', name: 'End', at: [5, 1] },
  ]),
};
