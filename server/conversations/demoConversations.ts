import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import type { Mailer } from '../mail/mailer';
import { insertBot } from '../bots/botStore';
import { faqTemplate } from '../bots/templates/faq';
import { channelById, ensureWebChatChannel } from '../channels/channelStore';
import { createConversationService, type ConversationServiceDeps } from './conversationService';
import { runScriptedConversation, type ScriptStep } from './scriptedConversation';

export const DEMO_ASSISTANT_NAME = 'Demo help desk';

/** What demo visitors did: two finished conversations and one still open. */
const SCRIPTS: ReadonlyArray<{ client: { name: string; surname: string }; steps: readonly ScriptStep[] }> = [
  {
    client: { name: 'Ada', surname: 'Yilmaz' },
    steps: [
      { text: 'Opening hours', payload: 'opt-hours' },
      { text: 'No, thanks', payload: 'opt-no' },
    ],
  },
  {
    client: { name: 'Jonas', surname: 'Weber' },
    steps: [
      'shipping?',
      { text: 'Shipping', payload: 'opt-shipping' },
      { text: 'Yes', payload: 'opt-yes' },
      { text: 'Returns', payload: 'opt-returns' },
      { text: 'No, thanks', payload: 'opt-no' },
    ],
  },
  { client: { name: 'Leyla', surname: 'Haddad' }, steps: [{ text: 'Returns', payload: 'opt-returns' }] },
];

/**
 * Demo data for a first start: an assistant from the FAQ template in the demo company and a
 * few conversations with it, run through its web chat channel by the real engine (so the
 * Conversations screen and the test chat have something to show).
 */
export async function seedDemoConversations(
  db: Db,
  clock: Clock,
  mailer: Mailer,
  config: ConversationServiceDeps['config'],
  owner: { companyId: string; userId: string },
): Promise<string> {
  const botId = await insertBot(db, clock.now(), { name: DEMO_ASSISTANT_NAME, companyId: owner.companyId, userId: owner.userId, flow: faqTemplate.flow });
  const channelId = await ensureWebChatChannel(db, botId, clock.now());
  const channel = channelId ? await channelById(db, config.secretKey, channelId) : undefined;
  if (!channel) throw new Error('The demo assistant has no web chat channel.');
  const service = createConversationService({ db, mailer, clock, config });
  for (const script of SCRIPTS) await runScriptedConversation(service, channel, script.steps, script.client);
  return botId;
}
