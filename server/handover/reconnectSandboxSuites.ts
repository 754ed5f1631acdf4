import { channelStoredType } from '../../services/contracts/channels';
import { boundChannel } from '../channels/boundChannel';
import { channelColumns, channelRow } from '../channels/channelStore';
import { providerAccess } from '../channels/providerAccess';
import { SUITE_SANDBOX_PATH, suiteCloudBase } from '../channels/suiteBase';
import type { AppConfig } from '../config';
import type { Db } from '../db/connect';

/**
 * The suite sandbox's desk keeps registered webhooks in memory only: in developer mode, once
 * the server listens, the suite channels on the sandbox (cloud ones, while the cloud is the
 * sandbox) register theirs again with the secret they keep. An on-premise suite is never called
 * from here. Answers how many were registered.
 */
export async function reconnectSandboxSuites(db: Db, config: AppConfig, log: (line: string) => void): Promise<number> {
  if (!config.devMode || suiteCloudBase(config) !== `${config.publicUrl}${SUITE_SANDBOX_PATH}`) return 0;
  const rows = await db
    .selectFrom('channels')
    .select(channelColumns)
    .where('status', '=', 'ACTIVE')
    .where('integration_type', '=', channelStoredType('suite').integrationType)
    .execute();
  let connected = 0;
  for (const row of rows) {
    try {
      const channel = channelRow(row, config.secretKey);
      const bound = channel.properties['customSuiteBackend'] || !channel.properties['suiteWebhookSecret'] ? undefined : boundChannel(channel);
      const answer = bound?.connect ? await bound.connect(providerAccess(config, 'suite')) : undefined;
      if (answer?.ok) connected += 1;
      else if (answer) log(`${new Date().toISOString()} sandbox suite channel ${row.id} was not connected again: ${answer.message}`);
    } catch (error) {
      log(`${new Date().toISOString()} sandbox suite channel ${row.id} was not connected again: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return connected;
}
