// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig, type Config } from '../../server/config';
import { DEMO_TELEGRAM_BOT } from '../../server/channels/demoChannels';
import { channelById } from '../../server/channels/channelStore';
import { readBotToken } from '../../server/sandboxes/telegram/botTokens';
import { loadSecretKey } from '../../server/secretKeyFile';
import { startConsole, type RunningConsole } from '../../server/start';
import { sandboxChat } from '../../services/contracts/rest/telegramSandbox';
import { freePort } from '../e2e/support/server';

/**
 * npm start's demo on a first start: the demo assistant also answers on a Telegram bot of the
 * sandbox, which a person can talk to on /sandbox/telegram at once, and again after a restart
 * (the sandbox forgets webhooks when it stops: the server registers them again).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'demo-channels-'));
let running: RunningConsole | undefined;

function configOf(env: Record<string, string>): Config {
  const read = readConfig(env);
  if ('problems' in read) throw new Error(read.problems.join('; '));
  return read.config;
}

afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function talk(base: string, botId: number, chatId: number): Promise<string[]> {
  const sandbox = `${base}/sandbox/telegram`;
  const wrote = await fetch(`${sandbox}/chats/${botId}/${chatId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'hello', firstName: 'Deniz' }),
  });
  expect(wrote.status).toBe(200);
  for (let i = 0; i < 200; i += 1) {
    const chat = sandboxChat.parse(await (await fetch(`${sandbox}/chats/${botId}/${chatId}`)).json());
    const replies = chat.entries.filter((e) => e.from === 'bot').map((e) => e.text ?? '');
    if (replies.length >= 2) return replies;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the demo assistant did not answer on Telegram');
}

describe('the demo Telegram channel', () => {
  it('answers a person on the sandbox phone after the first start and after a restart', async () => {
    const port = await freePort();
    const config = configOf({ PORT: String(port), DATA_DIR: dataDir });
    const base = `http://localhost:${port}`;
    running = await startConsole(config, new PassThrough(), new PassThrough());
    const row = await running.db.selectFrom('channels').select('id').where('integration_type', '=', 'Telegram').executeTakeFirstOrThrow();
    const secretKey = loadSecretKey(undefined, dataDir);
    const channel = await channelById(running.db, secretKey, row.id);
    expect(channel).toMatchObject({ name: `${DEMO_TELEGRAM_BOT.name} on Telegram`, status: 'ACTIVE' });
    const bot = readBotToken(secretKey, String(channel!.properties['telegramBotToken']));
    expect(bot?.username).toBe(DEMO_TELEGRAM_BOT.username);
    const first = await talk(base, bot!.id, 501);
    expect(first[0]).toBeTruthy();
    await running.stop();
    running = await startConsole(config, new PassThrough(), new PassThrough());
    expect(await talk(base, bot!.id, 502)).toEqual(first);
  }, 120_000);
});
