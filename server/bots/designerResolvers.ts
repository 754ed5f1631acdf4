import { z } from 'zod';
import { isUuid, requireMember } from '../companies/access';
import { badInput, conflict, notFound } from '../graphql/errors';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';
import { parseArgs } from '../graphql/parseArgs';
import { designableBot, designerAccess, visibleBot } from './botAccess';
import { OFF_THREAD_FROM } from '../work/workPool';
import { insertVersion, versionWithFlowText } from './versionStore';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers';

export const designerRoleMessages = {
  invalidRole: 'The designer role must be VIEWER or DESIGNER.',
  roleSettingOff: 'Designer roles apply only when the user-role setting is on.',
} as const;

const designerRoleInput = z.enum(['VIEWER', 'DESIGNER'], { error: designerRoleMessages.invalidRole });

/** The flow designer's fields (spec 03): open a version of an assistant, save a new one. */
export const designerQueries: QueryResolvers = {
  designerVersion: async (_, args, context) => {
    const bot = await visibleBot(context, args.botId);
    const versionId = args.versionId ?? undefined;
    // Another assistant's version, or an id that cannot be one, is not found here.
    const version = versionId === undefined || isUuid(versionId) ? await versionWithFlowText(context.deps.db, bot.id, versionId) : undefined;
    if (!version) throw notFound(graphqlMessages.versionNotFound);
    // Compacted from the database's text by the work pool; a big one also JSON-encoded there, for the answer.
    const { work } = context.deps;
    const size = version.flow_text.length;
    const flow =
      size >= OFF_THREAD_FROM && context.answerText
        ? context.answerText(await work.run('designerFlowInAnswer', version.flow_text, size))
        : await work.run('designerFlow', version.flow_text, size);
    return {
      id: version.id,
      name: version.name,
      createdAt: version.created_at.toISOString(),
      botId: bot.id,
      botName: bot.name,
      companyId: bot.companyId,
      flow,
      access: designerAccess(bot.access, context.deps.config),
    };
  },

  /** The stored designer role of every member (members may read it; only ADMINs change it). */
  designerRoles: async (_, args, context) => {
    const access = await requireMember(context, args.companyId);
    const rows = await context.deps.db.selectFrom('company_users').select(['user_id', 'designer_role']).where('company_id', '=', access.companyId).orderBy('user_id').execute();
    return rows.map((row) => ({ userId: row.user_id, designerRole: row.designer_role }));
  },
};

export const designerMutations: MutationResolvers = {
  saveVersion: async (_, args, context) => {
    const bot = await designableBot(context, args.botId);
    // Parsed, checked and serialised for storage by the work pool (a big flow off the event loop).
    const checked = await context.deps.work.run('storedFlow', args.flow, args.flow.length);
    if ('problem' in checked) throw badInput(checked.problem);
    const { db } = context.deps;
    const previous = await db
      .selectFrom('bot_versions')
      .select(['partner_name', 'request_token_enc'])
      .where('bot_id', '=', bot.id)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const saved = await insertVersion(db, context.deps.clock.now(), { botId: bot.id, userId: bot.access.userId, flowJson: checked.stored });
    // The partner integration belongs to the assistant's versions: a new version keeps the newest one's.
    if (previous?.partner_name) {
      await db.updateTable('bot_versions').set({ partner_name: previous.partner_name, request_token_enc: previous.request_token_enc }).where('id', '=', saved.id).execute();
    }
    return saved;
  },

  /** ADMIN only, and only with the user-role setting on (spec 03 section 6). */
  setDesignerRole: async (_, args, context) => {
    const access = await requireMember(context, args.companyId, 'admin');
    const designerRole = parseArgs(designerRoleInput, args.designerRole);
    if (!context.deps.config.userRoleSetting) throw conflict(designerRoleMessages.roleSettingOff);
    const updated = isUuid(args.userId)
      ? await context.deps.db
          .updateTable('company_users')
          .set({ designer_role: designerRole })
          .where('company_id', '=', access.companyId)
          .where('user_id', '=', args.userId)
          .returning(['user_id', 'designer_role'])
          .executeTakeFirst()
      : undefined;
    if (!updated) throw notFound(graphqlMessages.memberNotFound);
    return { userId: updated.user_id, designerRole: updated.designer_role };
  },
};
