import { insertBot } from '../../server/bots/botStore';
import { buildFlow, quickReplies, text } from '../../server/bots/flowBuilder';
import type { ConnectResult } from '../../server/channels/adapters/channelAdapter';
import { boundChannel } from '../../server/channels/boundChannel';
import { propertiesToStore } from '../../server/channels/channelProperties';
import { channelById } from '../../server/channels/channelStore';
import { providerAccess } from '../../server/channels/providerAccess';
import type { FlowDocument } from '../../services/contracts/flow';
import { freePort } from '../e2e/support/server';
import { companyWith, personWithSession, type Person } from '../api/graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from '../api/testApp';

/** The messaging providers the console has a sandbox of, and where each sandbox is served. */
type SandboxedKind = 'whatsappCloud' | 'telegram' | 'line' | 'teams' | 'facebook' | 'instagram';
const SANDBOX_PATH: Record<SandboxedKind, string> = {
  whatsappCloud: '/sandbox/whatsapp',
  telegram: '/sandbox/telegram',
  line: '/sandbox/line',
  teams: '/sandbox/teams',
  facebook: '/sandbox/facebook',
  instagram: '/sandbox/facebook',
};
const INTEGRATION_TYPE: Record<SandboxedKind, string> = {
  whatsappCloud: 'WhatsAppCloudAPI',
  telegram: 'Telegram',
  line: 'Line',
  teams: 'Teams',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

/** The app over real HTTP on a free port, its provider's API being its own sandbox, and a company with its admin. */
export type SandboxedApp = { t: TestApp; base: string; sandbox: string; admin: Person; companyId: string };

export async function sandboxedApp(kind: SandboxedKind, companyName: string): Promise<SandboxedApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const sandbox = `${base}${SANDBOX_PATH[kind]}`;
  const t = await buildTestApp(await testDatabase(), { publicUrl: base, channelProviders: { [kind]: sandbox }, outboundPollMs: 25, outboundRetryBaseMs: 25 });
  await t.app.listen({ port, host: '127.0.0.1' });
  const admin = await personWithSession(t, 'Admin');
  const companyId = await companyWith(t, companyName, [[admin, 'ADMIN']]);
  return { t, base, sandbox, admin, companyId };
}

/** The café's assistant: a greeting, 'Tea or coffee?' with a button each, and an answer to each. */
export function cafeFlow(): FlowDocument {
  const menu = quickReplies('Tea or coffee?', [
    { id: 'tea', text: 'Tea', to: 'tea' },
    { id: 'coffee', text: 'Coffee', to: 'coffee' },
  ]);
  return buildFlow([
    { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'hello' },
    { id: 'hello', type: 'MESSAGE', name: 'Hello', at: [1, 0], to: 'menu', settings: text('Hello from the café!') },
    { id: 'menu', type: 'SELECTION', name: 'Menu', at: [2, 0], to: menu.to, settings: menu.settings },
    { id: 'tea', type: 'MESSAGE', name: 'Tea', at: [3, 0], to: 'end', settings: text('One tea, coming up.') },
    { id: 'coffee', type: 'MESSAGE', name: 'Coffee', at: [3, 1], to: 'end', settings: text('One coffee, coming up.') },
    { id: 'end', type: 'END', name: 'End', at: [4, 0] },
  ]);
}

type ChannelOf = { kind: SandboxedKind; name: string; assistant: string; flow: FlowDocument; properties: Record<string, unknown> };

/**
 * An assistant with `flow` and its channel, stored as the console stores them (secrets sealed)
 * and connected to the sandbox; answers the channel's id and what connecting answered.
 */
export async function connectedChannel(app: SandboxedApp, channel: ChannelOf): Promise<{ channelId: string; connected: ConnectResult }> {
  const { t, admin, companyId } = app;
  const botId = await insertBot(t.db, t.clock.now(), { name: channel.assistant, companyId, userId: admin.userId, flow: channel.flow });
  const properties = propertiesToStore(t.config.secretKey, channel.kind, channel.properties);
  const row = await t.db
    .insertInto('channels')
    .values({
      company_id: companyId,
      name: channel.name,
      integration_type: INTEGRATION_TYPE[channel.kind],
      bot_id: botId,
      properties: JSON.stringify(properties),
      created_by: admin.userId,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bound = boundChannel((await channelById(t.db, t.config.secretKey, row.id))!);
  if (!bound?.connect) throw new Error(`A ${channel.kind} channel connects to its provider.`);
  return { channelId: row.id, connected: await bound.connect(providerAccess(t.config, channel.kind)) };
}
