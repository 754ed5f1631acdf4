// A console server for the crash test (tests/api/outboundCrash.test.ts), run as its own process
// so that the test can kill it with SIGKILL: the embedded database in CRASH_DATA_DIR, the
// outbound sender running. With CRASH_SEED=1 it first makes a generic channel whose webhook is
// CRASH_RECEIVER_URL and queues CRASH_REPLIES replies, numbered, each in one transaction.
import { join } from 'node:path';
import { connectPglite } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { propertiesToStore } from '../../server/channels/channelProperties';
import { enqueueDelivery } from '../../server/channels/outboundQueue';
import { queueChannel } from '../api/queueChannel';
import { buildTestApp } from '../api/testApp';

const dir = process.env['CRASH_DATA_DIR'] ?? '';
const receiverUrl = process.env['CRASH_RECEIVER_URL'] ?? '';
const replies = Number(process.env['CRASH_REPLIES'] ?? '0');

const db = connectPglite(join(dir, 'pglite'));
await migrate(db);
if (process.env['CRASH_SEED'] === '1') {
  // The sender of this app waits (a long poll, no nudge) until the replies are queued and the app is rebuilt below.
  const seeding = await buildTestApp(db, { outboundPollMs: 3_600_000 });
  const channelId = await queueChannel(seeding);
  const properties = propertiesToStore(seeding.config.secretKey, 'generic', { webhookUrl: receiverUrl });
  await db
    .updateTable('channels')
    .set({ properties: JSON.stringify(properties) })
    .where('id', '=', channelId)
    .execute();
  for (let n = 1; n <= replies; n += 1) await enqueueDelivery(db, { channelId, conversationId: null, payload: { messageIds: [], request: { reply: n } } }, new Date());
  await seeding.app.close();
}
// A short lease: what the killed server had in flight is due again two seconds after its claim.
await buildTestApp(db, { outboundPollMs: 50, outboundRetryBaseMs: 50, outboundLeaseMs: 2000 });
process.stdout.write('sending\n');
