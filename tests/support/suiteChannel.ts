import { boundChannel } from '../../server/channels/boundChannel';
import { propertiesToStore } from '../../server/channels/channelProperties';
import { channelById } from '../../server/channels/channelStore';
import { providerAccess } from '../../server/channels/providerAccess';
import { agentToken } from '../../server/sandboxes/suite/sandboxWorld';
import { channelStoredType } from '../../services/contracts/channels';
import type { SandboxedApp } from './sandboxedChannel';

/**
 * A suite channel on an assistant as the suite form stores it (selin.agent's suite company
 * SC-1001 and pool P-2001, the agent token the sandbox's login gives), connected to the suite
 * sandbox: its webhook registered, its webhook secret stored. Answers the channel's id and secret.
 */
export async function suiteChannelOn(app: SandboxedApp, botId: string | null): Promise<{ channelId: string; webhookSecret: string }> {
  const { t } = app;
  const properties = { suiteCompanyId: 'SC-1001', suitePoolId: 'P-2001', suiteAgentToken: agentToken(t.config.secretKey, 'selin.agent'), suiteType: 'SuiteCloud' };
  const row = await t.db
    .insertInto('channels')
    .values({
      company_id: app.companyId,
      name: 'Support desk',
      integration_type: channelStoredType('suite').integrationType,
      bot_id: botId,
      properties: JSON.stringify(propertiesToStore(t.config.secretKey, 'suite', properties)),
      created_by: app.admin.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const connected = await boundChannel((await channelById(t.db, t.config.secretKey, row.id))!)!.connect!(providerAccess(t.config, 'suite'));
  if (!connected.ok) throw new Error(connected.message);
  await t.db
    .updateTable('channels')
    .set({ properties: JSON.stringify(propertiesToStore(t.config.secretKey, 'suite', { ...properties, ...connected.properties })) })
    .where('id', '=', row.id)
    .execute();
  return { channelId: row.id, webhookSecret: String(connected.properties?.['suiteWebhookSecret']) };
}
