import { sql } from 'kysely';
import { idOf } from '../../services/contracts/ids';
import { signedIn } from '../graphql/context';
import { badInput, notFound } from '../graphql/errors';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';
import { parseArgs } from '../graphql/parseArgs';
import type { PublicationKind } from '../db/schema';
import { designableBot, visibleBot } from './botAccess';
import { insertPublication, liveVersionId, publishState } from './publishStore';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers';

/**
 * Publishing (docs/publishing.md): every channel runs an assistant's published version.
 * Who may see the assistant reads its publish history; who may save versions (any designer
 * access but VIEWER) may publish one, after the save check finds no problem in it.
 */
export const publishQueries: QueryResolvers = {
  publishState: async (_, args, context) => {
    signedIn(context);
    const bot = await visibleBot(context, parseArgs(idOf('botId'), args.botId));
    return publishState(context.deps.db, bot.id);
  },
};

export const publishMutations: MutationResolvers = {
  /**
   * Makes a saved version of the assistant live. An older version than the live one is a
   * roll back. Publishing the live version again changes nothing. Refused, with the save
   * check's problems, when the version's flow has any: nothing is written then.
   */
  publishVersion: async (_, args, context) => {
    signedIn(context);
    const botId = parseArgs(idOf('botId'), args.botId);
    const versionId = parseArgs(idOf('versionId'), args.versionId);
    const bot = await designableBot(context, botId);
    const { db, clock, work } = context.deps;
    // A saved version never changes: its flow is checked before the lock, by the work pool when it is big.
    const saved = await db
      .selectFrom('bot_versions')
      .select(['name', sql<string>`flow::text`.as('flow_text')])
      .where('id', '=', versionId)
      .where('bot_id', '=', bot.id)
      .executeTakeFirst();
    if (!saved) throw notFound(graphqlMessages.versionNotFound);
    const refusal = await work.run('publishRefusal', { versionName: saved.name, flow: saved.flow_text }, saved.flow_text.length);
    if (refusal) throw badInput(refusal);
    await db.transaction().execute(async (tx) => {
      // One publication at a time per assistant: the row lock orders them.
      await tx.selectFrom('bots').select('id').where('id', '=', bot.id).forUpdate().executeTakeFirstOrThrow();
      const version = await tx.selectFrom('bot_versions').select(['id', 'created_at']).where('id', '=', versionId).where('bot_id', '=', bot.id).executeTakeFirst();
      if (!version) throw notFound(graphqlMessages.versionNotFound);
      const liveId = await liveVersionId(tx, bot.id);
      if (liveId === version.id) return;
      const live = liveId ? await tx.selectFrom('bot_versions').select('created_at').where('id', '=', liveId).executeTakeFirst() : undefined;
      const kind: PublicationKind = live && version.created_at.getTime() < live.created_at.getTime() ? 'ROLLBACK' : 'PUBLISH';
      await insertPublication(tx, { botId: bot.id, versionId: version.id, kind, userId: bot.access.userId, now: clock.now() });
    });
    return publishState(db, bot.id);
  },
};
