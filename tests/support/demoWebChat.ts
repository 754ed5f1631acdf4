import { ensureWebChatChannel } from '../../server/channels/channelStore';
import { DEMO_ASSISTANT_NAME } from '../../server/conversations/demoConversations';
import type { Db } from '../../server/db/connect';

/** The web chat channel of the demo's help desk assistant (the FAQ template), as a first start writes it. */
export async function demoWebChatChannelId(db: Db): Promise<string> {
  const bot = await db.selectFrom('bots').select('id').where('name', '=', DEMO_ASSISTANT_NAME).executeTakeFirstOrThrow();
  const channelId = await ensureWebChatChannel(db, bot.id);
  if (!channelId) throw new Error('The demo assistant has no web chat channel.');
  return channelId;
}
