// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, errorBody } from '../../services/contracts';
import { createApp } from '../../server/app';
import { outboxMailer } from '../../server/mail/mailer';
import { allCounts, buildTestApp, getWith, postJson, testConfig, testDatabase, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(await testDatabase());
});
afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('health, plumbing and global answers', () => {
  it('GET /healthz asks the database', async () => {
    const answer = await getWith(t.app, '/healthz');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('unknown API paths answer a JSON 404', async () => {
    for (const url of ['/auth/nothing', '/bot/nothing', '/dev/nothing', '/core/v1/nothing']) {
      const answer = await getWith(t.app, url);
      expect(answer.statusCode).toBe(404);
      expect(errorBody.parse(answer.json()).message).toBe('Not found.');
    }
    const post = await postJson(t.app, '/companies', {});
    expect(post.statusCode).toBe(404);
  });

  it('client routes say clearly when the web app is not built', async () => {
    const answer = await getWith(t.app, '/companies');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('npm run build');
  });

  it('serves the built web app, with index.html for client routes and 404 for missing files', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const built = await buildTestApp(t.db, { distDir: dist });
    for (const url of ['/', '/login', '/companies', '/reset/abc?x=1']) {
      const page = await getWith(built.app, url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
    expect((await getWith(built.app, '/assets/app.js')).body).toBe('console.log(1)');
    expect((await getWith(built.app, '/assets/missing.js')).statusCode).toBe(404);
    expect((await getWith(built.app, '/auth/unknown')).json().message).toBe('Not found.');
    await built.app.close();
  });

  it('sets basic security headers', async () => {
    const answer = await getWith(t.app, '/healthz');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['referrer-policy']).toBeDefined();
  });

  it('malformed JSON, wrong types, huge bodies and other media types get readable errors and change nothing', async () => {
    const before = await allCounts(t.db);
    const malformed = await t.app.inject({ method: 'POST', url: '/auth/signup', payload: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(errorBody.parse(malformed.json()).message).toBe('Malformed JSON in request body.');

    const huge = await postJson(t.app, '/auth/signup', { name: 'x'.repeat(MAX_BODY_BYTES + 10), surname: 'y', email: 'a@b.co', password: 'Str0ng!Passw0rd' });
    expect(huge.statusCode).toBe(413);
    expect(errorBody.parse(huge.json()).message).toBe('The request body is too large.');

    const xml = await t.app.inject({ method: 'POST', url: '/auth/signin', payload: '<signin/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(errorBody.parse(xml.json()).message).toMatch(/JSON/);

    const text = await t.app.inject({ method: 'POST', url: '/auth/signin', payload: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(400);
    expect(errorBody.parse(text.json()).message).toBe('The request body must be a JSON object.');

    const array = await postJson(t.app, '/auth/forgot', [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe('The request body must be a JSON object.');

    const empty = await t.app.inject({ method: 'POST', url: '/auth/resend', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The request body must be a JSON object.');
    expect(await allCounts(t.db)).toEqual(before);
  });

  it('GraphQL without a session is UNAUTHENTICATED with HTTP 401', async () => {
    const answer = await postJson(t.app, '/bot/graphql', { query: '{ me { id } }' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('rate-limits /auth per address with a readable 429, and leaves other paths alone', async () => {
    const clock = { now: () => new Date() };
    const limited = createApp({ db: t.db, mailer: outboxMailer(t.db, clock), clock, config: { ...testConfig, authRateLimit: 3 } });
    await limited.ready();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await postJson(limited, '/auth/forgot', { email: 'nobody@example.com' }, { ip: '10.9.9.9' }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(errorBody.parse(answers[3]?.json()).message).toBe('Too many requests, please try again in a minute.');
    expect((await postJson(limited, '/auth/forgot', { email: 'nobody@example.com' }, { ip: '10.9.9.10' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await getWith(limited, '/healthz', { ip: '10.9.9.9' })).statusCode).toBe(200);
    await limited.close();
  });
});
