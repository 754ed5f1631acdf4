import type { Activity } from '../../../services/contracts/channels/teamsActivity';
import type { SandboxApp } from './sandboxApps';
import { TEAMS_CHANNEL_ID } from './sandboxKeys';

/**
 * The message activity a Teams user's words become in a personal chat with a bot, as Teams
 * posts it: the user `29:<id>`, the bot `28:<app id>`, the chat's conversation, the Bot
 * Connector to answer at (serviceUrl).
 */
export type Written = { id: string; timestamp: string; serviceUrl: string; conversationId: string; userId: string; name: string; text: string };

export function personActivity(bot: SandboxApp, written: Written): Activity {
  return {
    type: 'message',
    id: written.id,
    timestamp: written.timestamp,
    serviceUrl: written.serviceUrl,
    channelId: TEAMS_CHANNEL_ID,
    from: { id: `29:${written.userId}`, name: written.name },
    conversation: { id: written.conversationId, conversationType: 'personal', tenantId: 'sandbox' },
    recipient: { id: `28:${bot.appId}`, name: bot.name },
    text: written.text,
    textFormat: 'plain',
    locale: 'en-US',
    channelData: { tenant: { id: 'sandbox' } },
  };
}
