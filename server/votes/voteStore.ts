import { FACE_VALUES, FACES_VOTE_MESSAGE, type DeepLinkAnswer, type VoteBody } from '../../services/contracts/conversations';
import type { Db } from '../db/connect';
import { HttpError } from '../http/errors';
import { voteRouteMessages } from '../../services/contracts/rest/votes';

/** What the public vote calls answer when they refuse (nothing is stored then). */
export const voteMessages = {
  linkNotFound: 'This vote link does not exist.',
  linkExpired: 'This vote link has expired.',
  noLink: 'There is no vote link for this conversation.',
  alreadyVoted: 'This conversation has already been voted.',
  companyHeader: voteRouteMessages.companyHeader,
  emptyBody: voteRouteMessages.emptyBody,
} as const;

/** The ids the database hands out (gen_random_uuid); anything else cannot name a row. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isRowId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The texts a link may carry (spec 01 section 3); only non-empty strings are passed on. */
const TEXT_PROPERTIES = [
  'voteId',
  'voteName',
  'voteImage',
  'voteLinkMessage',
  'voteMessage',
  'voteLabel',
  'votePlaceHolder',
  'voteButtonText',
  'gratitudeMessage',
  'confirmationMessage',
  'expiredLinkMessage',
  'expiredLinkHeader',
] as const;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function texts(properties: Record<string, unknown>): Partial<Record<(typeof TEXT_PROPERTIES)[number], string>> {
  const out: Partial<Record<(typeof TEXT_PROPERTIES)[number], string>> = {};
  for (const name of TEXT_PROPERTIES) {
    const value = properties[name];
    if (typeof value === 'string' && value.trim()) out[name] = value;
  }
  return out;
}

type LinkRow = {
  id: string;
  company_id: string;
  conversation_id: string;
  channel_id: string;
  properties: unknown;
  invalidated: boolean;
  voted_at: Date | null;
  expires_at: Date;
};

/** Whether the link can no longer take a vote: withdrawn, or past its validity. */
export function isLinkInvalidated(link: Pick<LinkRow, 'invalidated' | 'expires_at'>, now: Date): boolean {
  return link.invalidated || link.expires_at.getTime() <= now.getTime();
}

/**
 * GET /deeplink/:id. The image is the link's own, else the one the channel's vote settings
 * (properties.vote.voteImage) give; without either it is absent and the page shows its logo.
 */
export async function readDeepLink(db: Db, now: Date, id: string): Promise<DeepLinkAnswer> {
  const row = isRowId(id)
    ? await db
        .selectFrom('vote_deeplinks')
        .innerJoin('channels', 'channels.id', 'vote_deeplinks.channel_id')
        .select([
          'vote_deeplinks.id',
          'vote_deeplinks.company_id',
          'vote_deeplinks.conversation_id',
          'vote_deeplinks.channel_id',
          'vote_deeplinks.properties',
          'vote_deeplinks.invalidated',
          'vote_deeplinks.voted_at',
          'vote_deeplinks.expires_at',
          'channels.properties as channel_properties',
        ])
        .where('vote_deeplinks.id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, voteMessages.linkNotFound);
  const properties = record(row.properties);
  const channelImage = record(record(row.channel_properties)['vote'])['voteImage'];
  const own = texts(properties);
  const voteImage = own.voteImage ?? (typeof channelImage === 'string' && channelImage.trim() ? channelImage : undefined);
  return {
    deepLinkId: row.id,
    invalidated: isLinkInvalidated(row, now),
    deepLinkProperties: {
      ...own,
      ...(voteImage ? { voteImage } : {}),
      conversationId: row.conversation_id,
      channelId: row.channel_id,
      companyId: row.company_id,
      voteType: properties['voteType'] === 'FACES' ? 'FACES' : 'NUMERIC',
      alreadyVoted: row.voted_at !== null,
    },
  };
}

/**
 * POST /vote/:conversationID: stores the rating and its comment on the conversation and
 * marks the link voted, in one transaction, only while the conversation has a valid,
 * unexpired link of that channel and company and none of its links was voted yet.
 */
export async function recordVote(db: Db, now: Date, call: { conversationId: string; companyId: string; body: VoteBody }): Promise<void> {
  const { conversationId, companyId, body } = call;
  if (!isRowId(conversationId) || !isRowId(body.channelID)) throw new HttpError(404, voteMessages.noLink);
  await db.transaction().execute(async (trx) => {
    const links = await trx
      .selectFrom('vote_deeplinks')
      .select(['id', 'company_id', 'conversation_id', 'channel_id', 'properties', 'invalidated', 'voted_at', 'expires_at'])
      .where('conversation_id', '=', conversationId)
      .where('company_id', '=', companyId)
      .where('channel_id', '=', body.channelID)
      .orderBy('created_at', 'desc')
      .execute();
    if (!links.length) throw new HttpError(404, voteMessages.noLink);
    if (links.some((link) => link.voted_at !== null)) throw new HttpError(400, voteMessages.alreadyVoted);
    const open = links.find((link) => !isLinkInvalidated(link, now));
    if (!open) throw new HttpError(400, voteMessages.linkExpired);
    if (record(open.properties)['voteType'] === 'FACES' && !(FACE_VALUES as readonly number[]).includes(body.vote)) {
      throw new HttpError(400, FACES_VOTE_MESSAGE);
    }
    // Two votes sent at once: only the one that marks the link first is stored.
    const marked = await trx.updateTable('vote_deeplinks').set({ voted_at: now }).where('id', '=', open.id).where('voted_at', 'is', null).returning('id').executeTakeFirst();
    if (!marked) throw new HttpError(400, voteMessages.alreadyVoted);
    const rated = await trx
      .updateTable('conversations')
      .set({ rating: body.vote, rating_comment: body.voteMessage.trim() || null })
      .where('id', '=', conversationId)
      .where('company_id', '=', companyId)
      .returning('id')
      .executeTakeFirst();
    if (!rated) throw new HttpError(404, voteMessages.noLink);
  });
}

/**
 * POST /deeplink/:id: marks the link voted. The vote page calls it right after its vote
 * (which marked the link already), so an already voted link answers success again; a link
 * that is expired or withdrawn and was never voted is refused.
 */
export async function markDeepLinkVoted(db: Db, now: Date, id: string): Promise<void> {
  const link = isRowId(id) ? await db.selectFrom('vote_deeplinks').select(['id', 'invalidated', 'voted_at', 'expires_at']).where('id', '=', id).executeTakeFirst() : undefined;
  if (!link) throw new HttpError(404, voteMessages.linkNotFound);
  if (link.voted_at !== null) return;
  if (isLinkInvalidated(link, now)) throw new HttpError(400, voteMessages.linkExpired);
  await db.updateTable('vote_deeplinks').set({ voted_at: now }).where('id', '=', id).where('voted_at', 'is', null).execute();
}
