import type { Kysely } from 'kysely';
import { channelStoredType, parseChannelProperties } from '../../services/contracts/channels';
import type { Database } from '../db/schema';

/** The suite channel an assistant hands its conversations to, and the suite company and pool they go to. */
export type HandoverSuite = { channelId: string; companyId: string; poolId: string };

/**
 * The live suite channel of an assistant (the first connected, when there are several): its
 * conversations handed over to the channel's agents go to its handover pool, else its pool.
 */
export async function suiteOfAssistant(db: Kysely<Database>, assistant: { companyId: string; botId: string | null }): Promise<HandoverSuite | undefined> {
  if (!assistant.botId) return undefined;
  const row = await db
    .selectFrom('channels')
    .select(['id', 'properties'])
    .where('company_id', '=', assistant.companyId)
    .where('bot_id', '=', assistant.botId)
    .where('integration_type', '=', channelStoredType('suite').integrationType)
    .where('status', '=', 'ACTIVE')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  // Sealed secrets are texts too: the company and pool are read without opening them.
  const properties = row ? parseChannelProperties('suite', row.properties) : undefined;
  if (!row || !properties?.success) return undefined;
  const { suiteCompanyId, suitePoolId, suiteHandoverPoolID } = properties.data;
  return { channelId: row.id, companyId: suiteCompanyId, poolId: suiteHandoverPoolID || suitePoolId };
}
