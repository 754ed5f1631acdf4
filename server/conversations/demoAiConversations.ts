import type { FlowDocument } from '../../services/contracts/flow';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import type { Mailer } from '../mail/mailer';
import { insertBot } from '../bots/botStore';
import { createCodeBlock } from '../codeStation/codeBlockVersions';
import { buildFlow, text, type Step } from '../bots/flowBuilder';
import { channelById, insertWebChatChannel } from '../channels/channelStore';
import { recordVote } from '../votes/voteStore';
import { createConversationService, type ConversationServiceDeps } from './conversationService';
import { runScriptedConversation } from './scriptedConversation';

export const DEMO_AI_ASSISTANT_NAME = 'Demo order assistant';
/** How many days back the demo's AI conversations reach, and how many there are. */
export const DEMO_AI_DAYS = 30;
export const DEMO_AI_CONVERSATIONS = 90;
/** The demo company's code block: the order status answer asks it how long delivery takes. */
export const DEMO_CODE_BLOCK = 'deliveryDays';
const DELIVERY_DAYS_CODE = [
  '// Working days until an order arrives: one for express orders, two otherwise.',
  "const express = String(params.express).toLowerCase() === 'yes';",
  'return { days: express ? 1 : 2 };',
].join('\n');

/** What demo visitors wrote: most of it the demo NLU knows (spec: intents recognised), some of it not (fallbacks). */
const WRITTEN = [
  'Where is my order?',
  'Hello',
  'Track my order 1042',
  'Can I pay with crypto?',
  'Please cancel the order I placed',
  'How much do the shoes cost?',
  'Good morning',
  'Do you sell gift cards?',
  'When will my package arrive?',
  'What is the price of this bag?',
  'I want to cancel my order',
  'purple elephant',
];

const answer = (id: string, name: string, row: number, words: string): Step => ({ id, type: 'MESSAGE', name, at: [2, row], to: 'end', settings: text(words) });

/**
 * START → AI Action on the demo built-in NLU → an answer per intent (or the fallback) → END
 * asking for a vote; the order status answer first asks the demo code block for the delivery days
 * (when the block cannot answer, a message of its own says so). Laid out so that no link crosses
 * a module: the order status branch above the AI's row, the answers below it, END to their right.
 */
export function demoAiFlow(connectionId: string, codeBlockId: string): FlowDocument {
  return buildFlow([
    { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'ai' },
    {
      id: 'ai',
      type: 'AI',
      name: 'Understand the question',
      at: [1, 0],
      settings: { aiType: connectionId, aiMode: 'MESSAGE', threshold: 0.5 },
      fallback: 'sorry',
      to: [
        { id: 'delivery', intent: 'OrderStatus' },
        { id: 'cancel', intent: 'CancelOrder' },
        { id: 'price', intent: 'ProductPrice' },
        { id: 'hello', intent: 'Greeting' },
      ],
    },
    {
      id: 'delivery',
      type: 'CODESTATION',
      name: 'Delivery days',
      at: [2, -1],
      settings: { functionId: codeBlockId, parameter: [{ key: 'express', value: 'no' }] },
      fallback: 'no-days',
      to: 'order',
    },
    { ...answer('order', 'Order status', 0, 'Your order is on its way; it arrives within #days working days.'), at: [3, -1] },
    { ...answer('no-days', 'Delivery days unknown', 0, 'Your order is on its way; its delivery days cannot be looked up right now.'), at: [3, -2] },
    answer('cancel', 'Cancellation', 0, 'Your order is cancelled; the refund reaches you within five days.'),
    answer('price', 'Prices', 1, 'Prices are on each product page; this week sneakers are 20% off.'),
    answer('hello', 'Greeting', 2, 'Hello! Ask me about your order, a cancellation or a price.'),
    answer('sorry', 'Not understood', 3, 'Sorry, I can only help with orders, cancellations and prices.'),
    { id: 'end', type: 'END', name: 'End', at: [4, 0], settings: { vote: { enabled: true, voteType: 'NUMERIC' } } },
  ]);
}

/**
 * Demo data for the AI reporting charts on a first start (spec 01 section 2.16): an assistant
 * with an AI Action on the demo company's built-in NLU connection, two web chat channels, and
 * about ninety conversations over the last thirty days run by the real engine with the clock
 * set to those days — recognised intents, fallbacks, some conversations still open, some voted;
 * each order status question runs the demo code block in the sandbox (the code station reports).
 * Does nothing when the company has no demo NLU connection.
 */
export async function seedDemoAiConversations(
  db: Db,
  clock: Clock,
  mailer: Mailer,
  config: ConversationServiceDeps['config'],
  owner: { companyId: string; userId: string },
): Promise<string | null> {
  const nlu = await db
    .selectFrom('ai_connections')
    .select('id')
    .where('company_id', '=', owner.companyId)
    .where('type', '=', 'BuiltInNlu')
    .orderBy('created_at')
    .executeTakeFirst();
  if (!nlu) return null;
  const today = clock.now();
  const dayMs = 24 * 60 * 60 * 1000;
  const firstDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - DEMO_AI_DAYS * dayMs);
  const block = await createCodeBlock(db, new Date(firstDay.getTime() - 2 * dayMs), {
    companyId: owner.companyId,
    userId: owner.userId,
    name: DEMO_CODE_BLOCK,
    code: DELIVERY_DAYS_CODE,
    parameters: ['express'],
  });
  const botId = await insertBot(db, new Date(firstDay.getTime() - dayMs), {
    name: DEMO_AI_ASSISTANT_NAME,
    companyId: owner.companyId,
    userId: owner.userId,
    flow: demoAiFlow(nlu.id, block.functionId),
  });
  const webChat = await db.selectFrom('channels').select('id').where('bot_id', '=', botId).executeTakeFirstOrThrow();
  const mobile = await insertWebChatChannel(db, { companyId: owner.companyId, botId, assistantName: `${DEMO_AI_ASSISTANT_NAME} (mobile)`, userId: owner.userId, now: firstDay });
  const channels = await Promise.all([webChat.id, mobile].map((id) => channelById(db, config.secretKey, id)));

  let moment = firstDay.getTime();
  const pastClock: Clock = { now: () => new Date(moment) };
  const service = createConversationService({ db, mailer, clock: pastClock, config });
  for (let index = 0; index < DEMO_AI_CONVERSATIONS; index += 1) {
    // Spread over the days, at varying hours; no two share a minute.
    const day = Math.floor((index * DEMO_AI_DAYS) / DEMO_AI_CONVERSATIONS);
    moment = firstDay.getTime() + day * dayMs + (8 + ((index * 5) % 12)) * 60 * 60 * 1000 + (index % 60) * 60 * 1000;
    const channel = channels[index % 3 === 2 ? 1 : 0]!;
    // One in eleven opens the chat and writes nothing (still open).
    const steps = index % 11 === 10 ? [] : [WRITTEN[(index * 7) % WRITTEN.length]!];
    const outcomes = await runScriptedConversation(service, channel, steps, { name: 'Visitor', surname: String(index + 1) });
    const last = outcomes[outcomes.length - 1]!;
    if (last.ended && index % 3 !== 1) {
      moment += 2 * 60 * 1000;
      await recordVote(db, pastClock.now(), {
        conversationId: last.conversationId,
        companyId: owner.companyId,
        body: { vote: 4 + (index % 7), voteMessage: '', channelID: channel.id },
      });
    }
  }
  return botId;
}
