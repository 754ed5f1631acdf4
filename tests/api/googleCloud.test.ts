// @vitest-environment node
import { createPrivateKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGoogleCloud } from '../../server/providers/googleCloud/sandboxAdapter';
import { personWithSession, type Person } from './graphqlHelpers';
import { buildTestApp, getWith, testDatabase, type TestApp } from './testApp';

let t: TestApp;
let ada: Person;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  ada = await personWithSession(t, 'Ada');
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

const json = { accept: 'application/json' };

describe('Dialogflow project and key through the Google Cloud sandbox', () => {
  it('creates a project from the name without spaces, the same id for the same name', async () => {
    const first = await getWith(t.app, '/bot/oauth/project?projectName=My%20Shop%20Bot', { token: ada.token, headers: json });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ type: 'googleCloudProject', projectName: 'MyShopBot' });
    expect(body.projectId).toMatch(/^myshopbot-[0-9a-f]{6}$/);
    const again = await sandboxGoogleCloud().createProject('MyShopBot');
    expect(again.projectId).toBe(body.projectId);
  });

  it("hands out the service-account key of the project's agent in the Dialogflow sandbox, with a real private key", async () => {
    const answer = await getWith(t.app, '/bot/oauth/servicekey?projectId=myshopbot-abc123', { token: ada.token, headers: json });
    expect(answer.statusCode).toBe(200);
    const { key } = answer.json();
    expect(key).toMatchObject({
      type: 'service_account',
      project_id: 'myshopbot-abc123',
      client_email: expect.stringMatching(/@myshopbot-abc123\.iam\.gserviceaccount\.com$/),
      token_uri: 'http://console.test/sandbox/dialogflow/token',
      client_x509_cert_url: expect.stringContaining('https://www.googleapis.com/robot/v1/metadata/x509/'),
    });
    expect(createPrivateKey(key.private_key).asymmetricKeyType).toBe('rsa');
    const again = (await getWith(t.app, '/bot/oauth/servicekey?projectId=myshopbot-abc123', { token: ada.token, headers: json })).json();
    expect(again.key.private_key).toBe(key.private_key);
  });

  it('without the Dialogflow sandbox, hands out a key of the shape Google gives', async () => {
    const key = await sandboxGoogleCloud().createServiceKey('myshopbot-abc123');
    expect(key).toMatchObject({
      project_id: 'myshopbot-abc123',
      client_email: 'dialogflow-client@myshopbot-abc123.iam.gserviceaccount.com',
      token_uri: 'https://oauth2.googleapis.com/token',
    });
    expect(createPrivateKey(key.private_key).asymmetricKeyType).toBe('rsa');
  });

  it('answers the popup with a page that posts to the console origin and closes', async () => {
    const page = await getWith(t.app, `/bot/oauth/project?projectName=Demo%20Bot&access_token=${ada.token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('window.opener.postMessage({"type":"googleCloudProject","projectName":"DemoBot"');
    expect(page.body).toContain('"http://console.test"');
    expect(page.body).toContain('window.close()');
  });

  it('refuses without a session and with bad input', async () => {
    expect((await getWith(t.app, '/bot/oauth/project?projectName=x', { headers: json })).statusCode).toBe(401);
    expect((await getWith(t.app, '/bot/oauth/project?projectName=%20%20', { token: ada.token, headers: json })).json().message).toBe('Project name is required.');
    expect((await getWith(t.app, '/bot/oauth/servicekey?projectId=Bad_Id', { token: ada.token, headers: json })).statusCode).toBe(400);
  });
});
