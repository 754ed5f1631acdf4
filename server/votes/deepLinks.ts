import { DEFAULT_VOTE_LINK_HOURS, MAX_VOTE_LINK_HOURS } from '../../services/contracts/conversations';
import type { SettingsOf } from '../../services/contracts/modules';
import type { Db } from '../db/connect';

/** How long a vote link stays valid unless the END module says otherwise, and the longest (30 days): shared with the END panel. */
export { DEFAULT_VOTE_LINK_HOURS, MAX_VOTE_LINK_HOURS };

/** The vote settings of an END module (settings.vote, spec 01), typed by the END module's contract. */
export type VoteSettings = NonNullable<SettingsOf<'END'>['vote']>;

/** The deep-link properties of spec 01 section 3 that a vote link carries. */
export function voteProperties(settings: VoteSettings, ids: { conversationId: string; channelId: string; companyId: string }) {
  const clean = (value: string | undefined, max: number) => (value?.trim() ? value.trim().slice(0, max) : undefined);
  return {
    conversationId: ids.conversationId,
    channelId: ids.channelId,
    companyId: ids.companyId,
    voteType: settings.voteType === 'FACES' ? 'FACES' : 'NUMERIC',
    voteMessage: clean(settings.voteMessage, 2000),
    voteLinkMessage: clean(settings.voteLinkMessage, 2000),
    voteImage: clean(settings.voteImage, 2000),
    gratitudeMessage: clean(settings.gratitudeMessage, 2000),
  };
}

/**
 * Issues a vote deep link for a conversation and answers its id (the page is /vote/:id).
 * The link expires after `expiresInHours` (1 to 720, default 72).
 */
export async function issueVoteLink(db: Db, now: Date, settings: VoteSettings, ids: { conversationId: string; channelId: string; companyId: string }): Promise<string> {
  const asked = settings.expiresInHours;
  const hours = asked !== undefined && Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_VOTE_LINK_HOURS) : DEFAULT_VOTE_LINK_HOURS;
  const row = await db
    .insertInto('vote_deeplinks')
    .values({
      company_id: ids.companyId,
      conversation_id: ids.conversationId,
      channel_id: ids.channelId,
      properties: JSON.stringify(voteProperties(settings, ids)),
      expires_at: new Date(now.getTime() + hours * 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
