import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { outboxMailer } from '../mail/mailer';
import { testClock, testConfig, testDatabase } from '../../tests/api/testApp';

let dist = '';
let app: ReturnType<typeof createApp>;
let close: () => Promise<void>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'widget'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Console</title>');
  writeFileSync(join(dist, 'widget', 'messenger.js'), 'console.log("messenger");');
  writeFileSync(join(dist, 'widget', 'sign-in.js'), 'export const mountSignIn = () => {};');
  const db = await testDatabase();
  const clock = testClock();
  app = createApp({ db, mailer: outboxMailer(db, clock), clock, config: { ...testConfig, distDir: dist } });
  await app.ready();
  close = async () => {
    await app.close();
    await db.destroy();
  };
});
afterAll(async () => {
  await close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /widget/sign-in.js', () => {
  it('serves the sign-in module to any origin, which a cross-origin import needs', async () => {
    const answer = await app.inject({ method: 'GET', url: '/widget/sign-in.js', headers: { origin: 'https://shop.example' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.body).toBe('export const mountSignIn = () => {};');
  });
});

describe('GET /widget/messenger.js', () => {
  it('serves the built messenger as JavaScript to any origin, cached by its content hash', async () => {
    const answer = await app.inject({ method: 'GET', url: '/widget/messenger.js', headers: { origin: 'https://shop.example' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.body).toBe('console.log("messenger");');
    const again = await app.inject({ method: 'GET', url: '/widget/messenger.js', headers: { 'if-none-match': String(answer.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('CORS', () => {
  it('answers the preflight of the public web chat API for any origin, with the client token header and no credentials', async () => {
    const answer = await app.inject({
      method: 'OPTIONS',
      url: '/microwebchat/v1/conversations/abc/messages',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-client-token' },
    });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-headers']).toBe('content-type, x-client-token, x-sign-in-session');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives no other route CORS', async () => {
    const answer = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://shop.example' } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
