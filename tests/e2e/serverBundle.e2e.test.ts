import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from './support/designer';
import { apiSession, userWithTwoFactor } from './support/signedIn';

/**
 * The browser tests run the server as `npm start` does: its bundle (dist-server/, with the
 * packages bundled in). This file reaches the parts of it no page opens on its own: the files it
 * reads beside its modules (the work pool's tasks, the flow thread's work, the code sandbox's worker) and the libraries
 * it loads only when first asked (the report exports').
 */
describe('the bundled server', () => {
  const baseUrl = inject('baseUrl');
  let token: string;
  let companyId: string;
  beforeAll(async () => {
    const user = await userWithTwoFactor(baseUrl, 'bundle');
    ({ token } = await apiSession(baseUrl, user));
    ({
      createCompany: { id: companyId },
    } = await graphql<{ createCompany: { id: string } }>(baseUrl, token, 'mutation ($name: String!, $country: String!) { createCompany(name: $name, country: $country) { id } }', {
      name: `Bundle Co ${Date.now()}`,
      country: 'TURKEY',
    }));
  });

  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, companyID: companyId },
      body: JSON.stringify(body),
    });

  it('names in the page of /login the sign-in page’s code and its texts, as the build named them', async () => {
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    const html = await (await fetch(`${baseUrl}/login`, { headers: { 'accept-language': 'de-DE,de;q=0.9' } })).text();
    for (const key of ['ui/pages/login/LoginPage.tsx', 'locales/en/login.json', 'locales/de/login.json', 'locales/de/common.json']) {
      expect(manifest[key], key).toBeDefined();
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
    }
  });

  it('exports the AI report as a workbook that reads back, and as a PDF, in Arabic', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const query = { companyId, startDate: today, endDate: today, timeZone: 'Europe/Istanbul' };
    const workbook = await post('/core/v1/analysis/ai-report/export', { query, format: 'xlsx', language: 'en' });
    expect(workbook.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await workbook.arrayBuffer());
    expect(book.worksheets.length).toBeGreaterThan(0);
    const pdf = await post('/core/v1/analysis/ai-report/export', { query, format: 'pdf', language: 'ar' });
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('runs a code block in the code sandbox’s worker', async () => {
    const answer = await post('/bot/api/code-station/test-run', { code: 'return { sum: Number(params.a) + 2 };', parameters: { a: '40' } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true, values: { sum: 42 } });
  });

  it('checks and stores a big flow in the work pool’s threads, and runs it on the flow thread', async () => {
    const {
      createBot: { id: botId },
    } = await graphql<{ createBot: { id: string } }>(
      baseUrl,
      token,
      'mutation ($name: String!, $companyId: ID!) { createBot(name: $name, companyId: $companyId) { id } }',
      { name: 'Big flow', companyId },
      companyId,
    );
    // Some 700 modules: well over the 64 KB a request needs before its work goes to the pool.
    const size = 700;
    const modules = Array.from({ length: size }, (_, index) => {
      const type = index === 0 ? 'START' : index === size - 1 ? 'END' : 'MESSAGE';
      return {
        id: `m${index}`,
        type,
        name: `Module ${index}`,
        position: { x: (index % 20) * 270, y: Math.floor(index / 20) * 180 },
        connections: index === size - 1 ? [] : [{ id: `m${index + 1}` }],
        settings: type === 'MESSAGE' ? { messageType: 'TEXT', payloads: [`Text ${index}`] } : {},
      };
    });
    const flow = JSON.stringify({ formatVersion: 2, modules });
    expect(flow.length).toBeGreaterThan(64 * 1024);
    const { saveVersion } = await graphql<{ saveVersion: { id: string } }>(
      baseUrl,
      token,
      'mutation SaveVersion($botId: ID!, $flow: String!) { saveVersion(botId: $botId, flow: $flow) { id } }',
      { botId, flow },
      companyId,
    );
    expect(saveVersion.id).toBeTruthy();

    // The test chat runs the saved draft: a flow this big is compiled and run on the flow thread.
    const { bots } = await graphql<{ bots: Array<{ id: string; webChatChannelId: string }> }>(
      baseUrl,
      token,
      'query ($c: ID) { bots(companyId: $c) { id webChatChannelId } }',
      { c: companyId },
      companyId,
    );
    const channelId = bots.find((bot) => bot.id === botId)!.webChatChannelId;
    const opened = await post(`/microwebchat/v1/channels/${channelId}/conversations`, { version: 'draft' });
    expect(opened.status).toBe(201);
    const chat = (await opened.json()) as { messages: Array<{ content: { text?: string } }>; ended: boolean };
    // A turn goes through at most 500 modules without a reply (then the conversation waits: a loop stop).
    expect(chat.messages.map((m) => m.content.text)).toEqual(Array.from({ length: 500 }, (_, index) => `Text ${index + 1}`));
    expect(chat.ended).toBe(false);
  });
});
