// @vitest-environment node
import { Agent, request } from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { workPool } from '../work/workPool';
import { installPlumbing } from './plumbing';

const work = workPool({ threads: 1 });
afterEach(async () => work.close());

describe('an answer under way when the app closes', () => {
  it('closes its keep-alive connection, so the close does not wait for the keep-alive timeout', async () => {
    const app = Fastify();
    installPlumbing(app, work);
    let closing: () => void = () => {};
    const closeBegun = new Promise<void>((resolve) => (closing = resolve));
    app.addHook('preClose', async () => closing());
    let answer: () => void = () => {};
    let started: () => void = () => {};
    const underWay = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await new Promise<void>((resolve) => (answer = resolve));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const agent = new Agent({ keepAlive: true });
    const response = new Promise<{ connection: string | undefined; body: string }>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/slow', agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ connection: res.headers.connection, body }));
      })
        .on('error', reject)
        .end();
    });
    await underWay;
    const closed = app.close();
    await closeBegun;
    answer();
    expect(await response).toEqual({ connection: 'close', body: '{"done":true}' });
    await closed;
    agent.destroy();
  });
});
