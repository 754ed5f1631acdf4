import { sql } from 'kysely';
import { channelIdentity, channelStoredType, type ChannelKind } from '../../services/contracts/channels';
import { channelManagementMessages, MANY_PER_COMPANY_KINDS } from '../../services/contracts/channels/management';
import type { Db } from '../db/connect';
import { badInput, duplicate } from '../graphql/errors';

/** A live channel of a kind, narrowed to the kind's stored type (integrationType and the aggregator's sub-type). */
export const liveOfKind = (db: Db, kind: ChannelKind) => {
  const stored = channelStoredType(kind);
  const query = db.selectFrom('channels').where('channels.integration_type', '=', stored.integrationType).where('channels.status', '=', 'ACTIVE');
  return stored.smoochType ? query.where('channels.smooch_type', '=', stored.smoochType) : query.where('channels.smooch_type', 'is', null);
};

/**
 * The company (other than `companyId`) that has a live channel of the kind with the same
 * identifying fields (usage check, spec 02 section 7), or undefined. A channel without any
 * identifying field set is never in use elsewhere.
 */
export async function channelUsedElsewhere(
  db: Db,
  kind: ChannelKind,
  identity: Record<string, string>,
  companyId: string,
): Promise<{ companyID: string; companyName: string } | undefined> {
  const fields = Object.entries(identity);
  if (fields.length === 0) return undefined;
  let query = liveOfKind(db, kind)
    .innerJoin('companies', 'companies.id', 'channels.company_id')
    .select(['companies.id', 'companies.name'])
    .where('channels.company_id', '<>', companyId);
  for (const [field, value] of fields) query = query.where(sql<string>`channels.properties->>${field}`, '=', value);
  const row = await query.orderBy('channels.created_at').limit(1).executeTakeFirst();
  return row ? { companyID: row.id, companyName: row.name } : undefined;
}

/** Refuses properties whose identifying fields another company's live channel of the kind has. */
export async function requireUnusedElsewhere(db: Db, kind: ChannelKind, properties: unknown, companyId: string): Promise<void> {
  const used = await channelUsedElsewhere(db, kind, channelIdentity(kind, properties), companyId);
  if (used) throw duplicate(channelManagementMessages.usedElsewhere(used.companyName));
}

/** Refuses a second live channel of a kind in a company, for kinds a company has one of (spec 02 section 8). */
export async function requireFirstOfKind(db: Db, kind: ChannelKind, companyId: string): Promise<void> {
  if (MANY_PER_COMPANY_KINDS.includes(kind)) return;
  const existing = await liveOfKind(db, kind).select('channels.id').where('channels.company_id', '=', companyId).limit(1).executeTakeFirst();
  if (existing) throw badInput(channelManagementMessages.onePerType);
}
