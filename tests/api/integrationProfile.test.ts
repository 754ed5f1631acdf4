// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_PROFILE_API, integrationOverview } from '../../services/contracts/integrationProfile';
import { restCall, twoCompanies, type TwoCompanies } from './graphqlHelpers';
import { buildTestApp, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let p: TwoCompanies;

async function channel(companyId: string, name: string, type: string, createdAt: Date, status: 'ACTIVE' | 'DELETED' = 'ACTIVE'): Promise<string> {
  const row = await t.db
    .insertInto('channels')
    .values({ company_id: companyId, name, integration_type: type, bot_id: null, status, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function conversation(companyId: string, channelId: string, client: string, start: Date, lastMessage: Date | null) {
  await t.db
    .insertInto('conversations')
    .values({
      company_id: companyId,
      channel_id: channelId,
      channel_type: 'Generic',
      bot_id: null,
      version_id: null,
      client_id: client,
      snapshot: null,
      start_date: start,
      last_message_date: lastMessage,
      end_date: lastMessage ?? start,
    })
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  p = await twoCompanies(t);
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe("a company's integrations overview", () => {
  it('lists each channel newest first with its status, creation date and last activity', async () => {
    const older = await channel(p.companyA, 'Shop webhook', 'Generic', new Date('2026-10-01T08:00:00.000Z'));
    const newer = await channel(p.companyA, 'Old messenger', 'Telegram', new Date('2026-11-01T08:00:00.000Z'), 'DELETED');
    await channel(p.companyB, 'Other company', 'Generic', new Date('2026-11-02T08:00:00.000Z'));
    await conversation(p.companyA, older, 'a', new Date('2026-11-10T08:00:00.000Z'), new Date('2026-11-10T09:00:00.000Z'));
    await conversation(p.companyA, older, 'b', new Date('2026-11-20T08:00:00.000Z'), null);
    await conversation(p.companyA, older, 'c', new Date('2026-11-05T08:00:00.000Z'), new Date('2026-11-06T08:00:00.000Z'));

    const answer = await restCall(t.app, 'GET', INTEGRATION_PROFILE_API, { token: p.user.token, company: p.companyA });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { integrations } = integrationOverview.parse(answer.json());
    expect(integrations.map((i) => i.id)).toEqual([newer, older]);
    expect(integrations[0]).toMatchObject({ name: 'Old messenger', status: 'DELETED', createdAt: '2026-11-01T08:00:00.000Z', lastActivityAt: null });
    expect(integrations[1]).toMatchObject({ name: 'Shop webhook', integrationType: 'Generic', kind: 'generic', status: 'ACTIVE', lastActivityAt: '2026-11-20T08:00:00.000Z' });
  });

  it('names the company by the companyId query parameter too', async () => {
    const answer = await restCall(t.app, 'GET', `${INTEGRATION_PROFILE_API}?companyId=${p.companyB}`, { token: p.outsider.token });
    expect(answer.statusCode).toBe(200);
    expect(integrationOverview.parse(answer.json()).integrations.map((i) => i.name)).toEqual(['Other company']);
  });

  it('refuses people outside the company and calls without a session', async () => {
    expect((await restCall(t.app, 'GET', INTEGRATION_PROFILE_API, { token: p.outsider.token, company: p.companyA })).statusCode).toBe(403);
    expect((await restCall(t.app, 'GET', INTEGRATION_PROFILE_API, { company: p.companyA })).statusCode).toBe(401);
  });
});
