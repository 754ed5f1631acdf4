import { insertBot } from '../../server/bots/botStore';
import { starterFlow } from '../../server/bots/flowBuilder';
import { insertGenericChannel } from '../../server/channels/channelStore';
import { companyWith, personWithSession } from './graphqlHelpers';
import type { TestApp } from './testApp';

/** A company's generic channel for the outbound queue's tests (its webhook URL takes nothing). */
export async function queueChannel(t: TestApp): Promise<string> {
  const admin = await personWithSession(t, 'Admin');
  const companyId = await companyWith(t, 'Queue Company', [[admin, 'ADMIN']]);
  const botId = await insertBot(t.db, t.clock.now(), { name: 'Helper', companyId, userId: admin.userId, flow: starterFlow() });
  const channel = await insertGenericChannel(t.db, t.config.secretKey, {
    companyId,
    botId,
    name: 'Partner',
    webhookUrl: 'http://127.0.0.1:9/hook',
    apiTokenHash: 'h',
    userId: admin.userId,
    now: t.clock.now(),
  });
  return channel.id;
}
