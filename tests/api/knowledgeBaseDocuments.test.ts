// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKnowledgeBase } from '../../server/knowledgeBase/knowledgeBaseStore';
import { DOCUMENT_MAX_CHARS, knowledgeBaseDocumentMessages as messages } from '../../services/contracts/rest/knowledgeBaseDocuments';
import { localGenerativeService } from '../support/localGenerative';
import { aiConnection } from './aiTestHelpers';
import { companyWith, personWithSession, type Person } from './graphqlHelpers';
import { buildTestAppWith, countRows, getWith, postJson, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let ada: Person;
let bee: Person;
let baseId: string;
let otherBaseId: string;
let providerId: string;
let otherProviderId: string;
let nluId: string;
const service = localGenerativeService();

beforeAll(async () => {
  t = await buildTestAppWith(await testDatabase(), {}, { generativeServiceFor: () => service });
  ada = await personWithSession(t, 'Ada');
  bee = await personWithSession(t, 'Bee');
  const companyId = await companyWith(t, 'KB Co', [[ada, 'ADMIN']]);
  const otherCompanyId = await companyWith(t, 'Other Co', [[bee, 'ADMIN']]);
  providerId = await aiConnection(t, companyId, ada, 'Generative AI');
  nluId = await aiConnection(t, companyId, ada, 'BuiltInNlu');
  otherProviderId = await aiConnection(t, otherCompanyId, bee, 'Generative AI');
  baseId = await insertKnowledgeBase(t.db, t.clock.now(), { companyId, userId: ada.userId, label: 'Help', intents: [] });
  otherBaseId = await insertKnowledgeBase(t.db, t.clock.now(), { companyId: otherCompanyId, userId: bee.userId, label: 'Other', intents: [] });
});
afterAll(async () => {
  await t.app.close();
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
