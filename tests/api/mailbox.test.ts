// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, getWith, postJson, strongPassword, testDatabase, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
  for (const email of ['first@example.com', 'second@example.com']) {
    await postJson(t.app, '/auth/signup', { name: 'Mail <b>Reader</b>', surname: 'X', email, password: strongPassword });
  }
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('developer mailbox', () => {
  it('lists the outbox newest first as JSON with the links found in each mail', async () => {
    const answer = await getWith(t.app, '/dev/mailbox', { headers: { accept: 'application/json' } });
    expect(answer.statusCode).toBe(200);
    const mails = answer.json() as Array<{ to: string; subject: string; text: string; html: string; createdAt: string; links: string[] }>;
    expect(mails.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(mails[0]?.subject).toBe('Confirm your e-mail address');
    expect(mails[0]?.links).toHaveLength(1);
    expect(mails[0]?.links[0]).toMatch(/^http:\/\/console\.test\/auth\/verify\/[\w-]+$/);
    expect(mails[0]?.html).toContain(mails[0]?.links[0]);
  });

  it('shows people an HTML page with clickable links and escaped text', async () => {
    const answer = await getWith(t.app, '/dev/mailbox', { headers: { accept: 'text/html' } });
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toMatch(/<a href="http:\/\/console\.test\/auth\/verify\/[\w-]+">/);
    expect(answer.body).toContain('Mail &#60;b&#62;Reader');
    expect(answer.body).not.toContain('<b>Reader</b>');
  });

  it('gives tools the latest mail to one address', async () => {
    const answer = await getWith(t.app, '/dev/mailbox/latest?to=FIRST@example.com');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().to).toBe('first@example.com');
    expect((await getWith(t.app, '/dev/mailbox/latest?to=none@example.com')).statusCode).toBe(404);
    const missing = await getWith(t.app, '/dev/mailbox/latest');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('to is required.');
  });

  it('does not exist in production mode', async () => {
    const production = await buildTestApp(t.db, { devMode: false });
    expect((await getWith(production.app, '/dev/mailbox')).statusCode).toBe(404);
    expect((await getWith(production.app, '/dev/mailbox/latest?to=first@example.com')).statusCode).toBe(404);
    await production.app.close();
  });
});
