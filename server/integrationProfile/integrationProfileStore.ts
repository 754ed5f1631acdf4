import { sql } from 'kysely';
import { channelKindOf } from '../../services/contracts/channels';
import type { IntegrationSummary } from '../../services/contracts/integrationProfile';
import type { Db } from '../db/connect';

/**
 * The company's channels, newest first, each with its assistant's name and its last activity:
 * the latest last message (or start) of its conversations, found by the database.
 */
export async function integrationsOfCompany(db: Db, companyId: string): Promise<IntegrationSummary[]> {
  const rows = await db
    .selectFrom('channels')
    .leftJoin('bots', 'bots.id', 'channels.bot_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('conversations')
          .select(['conversations.channel_id', sql<Date>`max(coalesce(conversations.last_message_date, conversations.start_date))`.as('last_activity')])
          .where('conversations.company_id', '=', companyId)
          .groupBy('conversations.channel_id')
          .as('activity'),
      (join) => join.onRef('activity.channel_id', '=', 'channels.id'),
    )
    .select([
      'channels.id',
      'channels.name',
      'channels.integration_type',
      'channels.smooch_type',
      'channels.status',
      'channels.created_at',
      'bots.name as bot_name',
      'activity.last_activity',
    ])
    .where('channels.company_id', '=', companyId)
    .orderBy('channels.created_at', 'desc')
    .orderBy('channels.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    integrationType: row.integration_type,
    kind: channelKindOf({ integrationType: row.integration_type, smoochType: row.smooch_type }) ?? null,
    status: row.status,
    botName: row.bot_name,
    createdAt: new Date(row.created_at).toISOString(),
    lastActivityAt: row.last_activity ? new Date(row.last_activity).toISOString() : null,
  }));
}
