import { sql } from 'kysely';
import type { CodeBlockUse, CodeBlockUsage } from '../../services/contracts/rest/codeStationReports';
import type { Db } from '../db/connect';
import { liveVersions } from '../bots/publishStore';
import { readStoredFlow } from '../../services/contracts/modules/storedFlow';

type Version = { id: string; bot_id: string; bot_name: string; name: string; flow: unknown };
type CallingModule = { id: string; name: string; functionId: string; functionVersion: string | null };

/** The CODESTATION modules of a stored flow (read as the engine reads it) that name a code block, in the flow's order. */
export function callingModules(flow: unknown): CallingModule[] {
  const read = readStoredFlow(flow);
  if (!read.ok) return [];
  return read.flow.modules.flatMap((module) =>
    module.type === 'CODESTATION' && module.settings.functionId
      ? [{ id: module.id, name: module.name, functionId: module.settings.functionId, functionVersion: module.settings.functionVersion || null }]
      : [],
  );
}

/**
 * Where the company's code blocks are called: the CODESTATION modules of each assistant's live
 * (newest published) and newest version, the assistants archived left out. Only versions whose
 * flow has a CODESTATION module are read whole (a containment test on the stored JSON).
 */
export async function codeBlockUsage(db: Db, companyId: string): Promise<{ blocks: CodeBlockUsage[]; missing: Array<CodeBlockUse & { codeBlockId: string }> }> {
  const blocks = await db.selectFrom('code_blocks').select(['id', 'name']).where('company_id', '=', companyId).orderBy('name').orderBy('id').execute();
  const newest = db
    .selectFrom('bot_versions')
    .innerJoin('bots', 'bots.id', 'bot_versions.bot_id')
    .select(['bot_versions.bot_id', sql<string>`(array_agg(bot_versions.id order by bot_versions.created_at desc, bot_versions.id desc))[1]`.as('version_id')])
    .where('bots.company_id', '=', companyId)
    .where('bots.archived_at', 'is', null)
    .groupBy('bot_versions.bot_id');
  const live = liveVersions(db, companyId).where('bots.archived_at', 'is', null);
  const [newestRows, liveRows] = await Promise.all([newest.execute(), live.execute()]);
  const newestIds = new Set(newestRows.map((row) => row.version_id));
  const liveIds = new Set(liveRows.map((row) => row.version_id));
  const ids = [...new Set([...newestIds, ...liveIds])];
  const versions: Version[] = ids.length
    ? await db
        .selectFrom('bot_versions')
        .innerJoin('bots', 'bots.id', 'bot_versions.bot_id')
        .select(['bot_versions.id', 'bot_versions.bot_id', 'bots.name as bot_name', 'bot_versions.name', 'bot_versions.flow'])
        .where('bot_versions.id', 'in', ids)
        .where(sql<boolean>`bot_versions.flow -> 'modules' @> '[{"type":"CODESTATION"}]'::jsonb`)
        .orderBy('bots.name')
        .orderBy('bot_versions.created_at', 'desc')
        .execute()
    : [];
  const uses = versions.flatMap((version) =>
    callingModules(version.flow).map((module) => ({
      codeBlockId: module.functionId,
      botId: version.bot_id,
      botName: version.bot_name,
      versionId: version.id,
      versionName: version.name,
      live: liveIds.has(version.id),
      latest: newestIds.has(version.id),
      moduleId: module.id,
      moduleName: module.name,
      blockVersion: module.functionVersion,
    })),
  );
  const known = new Set(blocks.map((block) => block.id));
  const useOf = ({ codeBlockId: _, ...use }: (typeof uses)[number]): CodeBlockUse => use;
  return {
    blocks: blocks.map((block) => ({ codeBlockId: block.id, name: block.name, uses: uses.filter((use) => use.codeBlockId === block.id).map(useOf) })),
    missing: uses.filter((use) => !known.has(use.codeBlockId)),
  };
}
