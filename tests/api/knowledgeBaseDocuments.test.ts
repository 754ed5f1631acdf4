// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKnowledgeBase } from '../../server/knowledgeBase/knowledgeBaseStore';
import { DOCUMENT_MAX_CHARS, knowledgeBaseDocumentMessages as messages } from '../../services/contracts/rest/knowledgeBaseDocuments';
import { documentText } from '../../server/knowledgeBase/documentText';
import { splitIntoPassages } from '../../server/knowledgeBase/passages';
import type { TaskName } from '../../server/work/tasks';
import { OFF_THREAD_FROM, workPool, type RanOn } from '../../server/work/workPool';
import { localGenerativeService } from '../support/localGenerative';
import { aiConnection } from './aiTestHelpers';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, buildTestAppWith, countRows, getWith, postJson, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let ada: Person;
let bee: Person;
let cy: Person;
let companyId: string;
let baseId: string;
let otherBaseId: string;
let providerId: string;
let otherProviderId: string;
let nluId: string;
const service = localGenerativeService();
const ran: Array<[TaskName, RanOn]> = [];
const pool = workPool({ threads: 1, onRun: (task, on) => ran.push([task, on]) });

beforeAll(async () => {
  t = await buildTestAppWith(await testDatabase(), {}, { generativeServiceFor: () => service, work: pool });
  ada = await personWithSession(t, 'Ada');
  bee = await personWithSession(t, 'Bee');
  cy = await personWithSession(t, 'Cy');
  companyId = await companyWith(t, 'KB Co', [
    [ada, 'ADMIN'],
    [cy, 'USER'],
  ]);
  const otherCompanyId = await companyWith(t, 'Other Co', [[bee, 'ADMIN']]);
  providerId = await aiConnection(t, companyId, ada, 'Generative AI');
  nluId = await aiConnection(t, companyId, ada, 'BuiltInNlu');
  otherProviderId = await aiConnection(t, otherCompanyId, bee, 'Generative AI');
  baseId = await insertKnowledgeBase(t.db, t.clock.now(), { companyId, userId: ada.userId, label: 'Help', intents: [] });
  otherBaseId = await insertKnowledgeBase(t.db, t.clock.now(), { companyId: otherCompanyId, userId: bee.userId, label: 'Other', intents: [] });
});
afterAll(async () => {
  await t.app.close();
  await pool.close();
  await t.db.destroy();
});

const url = (id: string) => `/bot/api/knowledge-bases/${id}/documents`;
const markdown = '# Shipping\n\nParcels to Europe take three to five working days.\n\n# Returns\n\nReturns are free within thirty days.';

async function refused(id: string, body: unknown, who: Person, status: number, message?: string) {
  const before = [await countRows(t.db, 'knowledge_base_documents'), await countRows(t.db, 'knowledge_base_passages')];
  const answer = await postJson(t.app, url(id), body, { token: who.token });
  expect(answer.statusCode).toBe(status);
  if (message) expect(answer.json()).toMatchObject({ message });
  expect([await countRows(t.db, 'knowledge_base_documents'), await countRows(t.db, 'knowledge_base_passages')]).toEqual(before);
}

describe('knowledge-base documents', () => {
  it('takes a Markdown document, splits it into embedded passages and lists it', async () => {
    const answer = await postJson(t.app, url(baseId), { title: 'Help centre', contentType: 'text/markdown', content: markdown, providerId }, { token: ada.token });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ knowledgeBaseId: baseId, title: 'Help centre', contentType: 'text/markdown', passages: 2, providerId });
    expect(service.calls.at(-1)!.texts).toEqual(['Shipping\nParcels to Europe take three to five working days.', 'Returns\nReturns are free within thirty days.']);
    const listed = await getWith(t.app, url(baseId), { token: ada.token });
    expect(listed.json()).toEqual([expect.objectContaining({ title: 'Help centre', passages: 2 })]);
  });

  it('reads and splits a big document in the work pool, a small one on the server thread', async () => {
    const section = (i: number) => `<h2>Section ${i}</h2><p>${'Opening hours, prices &amp; the way to the <b>shop</b>. '.repeat(12)}</p>\n`;
    const html = Array.from({ length: 150 }, (_, i) => section(i)).join('');
    expect(html.length).toBeGreaterThan(OFF_THREAD_FROM);
    ran.length = 0;
    const answer = await postJson(t.app, url(baseId), { title: 'Opening hours', contentType: 'text/html', content: html, providerId }, { token: ada.token });
    expect(answer.statusCode).toBe(201);
    expect(ran).toContainEqual(['documentPassages', 'pool']);
    const expected = splitIntoPassages(documentText('text/html', html));
    expect(answer.json()).toMatchObject({ title: 'Opening hours', passages: expected.length });
    expect(service.calls.at(-1)?.texts?.at(-1)).toBe(expected.at(-1));
    expect(expected.at(-1)).toMatch(/^Section 149\nOpening hours, prices & the way to the shop\./);
    ran.length = 0;
    expect((await postJson(t.app, url(baseId), { title: 'Short', contentType: 'text/markdown', content: markdown, providerId }, { token: ada.token })).statusCode).toBe(201);
    expect(ran).toContainEqual(['documentPassages', 'here']);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    await refused(baseId, { title: 'Empty', contentType: 'text/plain', content: '   ', providerId }, ada, 400, messages.contentEmpty);
    await refused(baseId, { title: 'Big', contentType: 'text/plain', content: 'a'.repeat(DOCUMENT_MAX_CHARS + 1), providerId }, ada, 400, messages.contentLong);
    await refused(baseId, { title: 'Pdf', contentType: 'application/pdf', content: 'x', providerId }, ada, 400, messages.contentType);
    await refused(baseId, { title: '', contentType: 'text/plain', content: 'x', providerId }, ada, 400, messages.titleEmpty);
    await refused(baseId, { title: 'Tags only', contentType: 'text/html', content: '<script>x</script>', providerId }, ada, 400, messages.noText);
    await refused(baseId, { title: 'Nlu', contentType: 'text/plain', content: 'Some text.', providerId: nluId }, ada, 400, messages.notGenerative);
  });

  it('refuses another company’s knowledge base or connection', async () => {
    await refused(otherBaseId, { title: 'Sneaky', contentType: 'text/plain', content: 'Some text.', providerId }, ada, 404, messages.knowledgeBaseNotFound);
    await refused(baseId, { title: 'Sneaky', contentType: 'text/plain', content: 'Some text.', providerId: otherProviderId }, ada, 403);
    await refused(baseId, { title: 'Sneaky', contentType: 'text/plain', content: 'Some text.', providerId: otherProviderId }, bee, 404, messages.knowledgeBaseNotFound);
    expect((await getWith(t.app, url(otherBaseId), { token: ada.token })).statusCode).toBe(404);
  });
});

const removeDocument = (app: TestApp['app'], id: string, documentId: string, token: string) =>
  app.inject({ method: 'DELETE', url: `${url(id)}/${documentId}`, headers: { authorization: `Bearer ${token}` } });

describe('knowledge bases and removing documents', () => {
  const created = (label: unknown, who: Person = ada, company = companyId) => postJson(t.app, `/bot/api/knowledgebase/${company}`, { label }, { token: who.token });

  it('creates an empty knowledge base with a unique name and lists it', async () => {
    const answer = await created('  Returns policy ');
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ label: 'Returns policy', companyId, createdBy: ada.userId });
    const listed = await getWith(t.app, `/bot/api/knowledgebase/${companyId}`, { token: ada.token });
    expect(listed.json()).toEqual(expect.arrayContaining([expect.objectContaining({ _id: answer.json()._id, label: 'Returns policy' })]));
  });

  it('refuses an empty, long or taken name, another company and a viewer, and stores nothing', async () => {
    const before = await countRows(t.db, 'knowledge_bases');
    expect((await created('')).json()).toMatchObject({ message: messages.labelEmpty });
    expect((await created('x'.repeat(101))).json()).toMatchObject({ message: messages.labelLong });
    expect((await created(42)).statusCode).toBe(400);
    const taken = await created('help');
    expect([taken.statusCode, taken.json().message]).toEqual([409, messages.labelTaken]);
    expect((await created('Mine now', bee)).statusCode).toBe(403);
    const roles = await buildTestApp(t.db, { userRoleSetting: true }, t.clock);
    try {
      expect((await postJson(roles.app, `/bot/api/knowledgebase/${companyId}`, { label: 'Viewer base' }, { token: cy.token })).statusCode).toBe(403);
      const document = await postJson(roles.app, url(baseId), { title: 'Viewer doc', contentType: 'text/plain', content: 'Some text.', providerId }, { token: cy.token });
      expect(document.statusCode).toBe(403);
    } finally {
      await roles.app.close();
    }
    expect(await countRows(t.db, 'knowledge_bases')).toBe(before);
  });

  it('removes a document with its passages, once, and only in its own company', async () => {
    const document = (
      await postJson(t.app, url(baseId), { title: 'Old prices', contentType: 'text/plain', content: 'Shipping costs five euros.', providerId }, { token: ada.token })
    ).json();
    const passages = await countRows(t.db, 'knowledge_base_passages');
    expect((await removeDocument(t.app, otherBaseId, document._id, ada.token)).statusCode).toBe(404);
    expect((await removeDocument(t.app, baseId, document._id, bee.token)).statusCode).toBe(404);
    expect((await removeDocument(t.app, baseId, 'not-an-id', ada.token)).json()).toMatchObject({ message: messages.documentNotFound });
    expect(await countRows(t.db, 'knowledge_base_passages')).toBe(passages);

    const removed = await removeDocument(t.app, baseId, document._id, ada.token);
    expect([removed.statusCode, removed.json()]).toEqual([200, { deleted: document._id }]);
    expect(await countRows(t.db, 'knowledge_base_passages')).toBe(passages - document.passages);
    const titles = (await getWith(t.app, url(baseId), { token: ada.token })).json().map((d: { title: string }) => d.title);
    expect(titles).not.toContain('Old prices');
    expect((await removeDocument(t.app, baseId, document._id, ada.token)).statusCode).toBe(404);
  });
});
