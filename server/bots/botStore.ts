import { randomBytes } from 'node:crypto';
import type { FlowDocument } from '../../services/contracts/flow';
import type { Db } from '../db/connect';
import { insertWebChatChannel } from '../channels/channelStore';
import { insertPublication } from './publishStore';

export type BotView = { id: string; fid: string; name: string; companyId: string; companyName: string; createdAt: string; createrName: string };

/** The live (not archived) assistants of the given companies, or one of them. */
export async function botViews(db: Db, companyIds: readonly string[], onlyBotId?: string): Promise<BotView[]> {
  if (companyIds.length === 0) return [];
  let query = db
    .selectFrom('bots')
    .innerJoin('companies', 'companies.id', 'bots.company_id')
    .leftJoin('users', 'users.id', 'bots.created_by')
    .select([
      'bots.id',
      'bots.fid',
      'bots.name',
      'bots.company_id',
      'bots.created_at',
      'companies.name as company_name',
      'users.name as user_name',
      'users.surname as user_surname',
    ])
    .where('bots.company_id', 'in', companyIds)
    .where('bots.archived_at', 'is', null);
  if (onlyBotId !== undefined) query = query.where('bots.id', '=', onlyBotId);
  const rows = await query.orderBy('bots.created_at', 'desc').orderBy('bots.id').execute();
  return rows.map((row) => ({
    id: row.id,
    fid: row.fid,
    name: row.name,
    companyId: row.company_id,
    companyName: row.company_name,
    createdAt: row.created_at.toISOString(),
    createrName: [row.user_name, row.user_surname].filter((part) => part).join(' '),
  }));
}

/** A short public id: 10 characters of base64url. */
export function newFid(): string {
  return randomBytes(8).toString('base64url').slice(0, 10);
}

/**
 * A new assistant with its first version "v1", published (kind CREATED: a new assistant
 * answers on its channels at once, as the guide and the templates expect), and its web
 * chat channel, in one transaction.
 */
export async function insertBot(db: Db, now: Date, input: { name: string; companyId: string; userId: string; flow: FlowDocument }): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const bot = await tx
      .insertInto('bots')
      .values({ fid: newFid(), name: input.name, company_id: input.companyId, created_by: input.userId, created_at: now, archived_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const version = await tx
      .insertInto('bot_versions')
      .values({ bot_id: bot.id, name: 'v1', flow: JSON.stringify(input.flow), created_at: now, created_by: input.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertPublication(tx, { botId: bot.id, versionId: version.id, kind: 'CREATED', userId: input.userId, now });
    // Every assistant can be talked to at once: its web chat channel comes with it.
    await insertWebChatChannel(tx, { companyId: input.companyId, botId: bot.id, assistantName: input.name, userId: input.userId, now });
    return bot.id;
  });
}
