import type { Db } from '../db/connect';
import { issueBotToken } from '../sandboxes/telegram/botTokens';
import { propertiesToStore } from './channelProperties';

export const DEMO_TELEGRAM_BOT = { name: 'Demo Assistant', username: 'demo_assistant_bot' } as const;

/**
 * The demo's Telegram channel (developer mode, first start): the demo assistant on a bot of the
 * Telegram sandbox, so that a newcomer can play the end user on /sandbox/telegram at once. Its
 * webhook is registered when the server listens (sandboxChannels.ts).
 */
export async function seedDemoTelegram(db: Db, secretKey: string, owner: { companyId: string; userId: string }, botId: string, now: Date): Promise<string> {
  const { token } = issueBotToken(secretKey, DEMO_TELEGRAM_BOT.username);
  const properties = propertiesToStore(secretKey, 'telegram', {
    telegramBotName: DEMO_TELEGRAM_BOT.name,
    telegramBotUsername: DEMO_TELEGRAM_BOT.username,
    telegramBotToken: token,
  });
  const row = await db
    .insertInto('channels')
    .values({
      company_id: owner.companyId,
      name: `${DEMO_TELEGRAM_BOT.name} on Telegram`,
      integration_type: 'Telegram',
      bot_id: botId,
      properties: JSON.stringify(properties),
      created_by: owner.userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
