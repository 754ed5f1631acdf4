import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { outboxMailer } from '../../server/mail/mailer';
import { isStaticFile, restContracts, routesWithoutContract } from '../../services/contracts/rest';
import { testClock, testConfig, testDatabase } from './testApp';

/** Every route the server registers (developer mode, with a built web app), as 'METHOD /path'. */
async function registeredRoutes(distDir: string): Promise<string[]> {
  const db = await testDatabase();
  const clock = testClock();
  const app = createApp({ db, mailer: outboxMailer(db, clock), clock, config: { ...testConfig, distDir } });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  await app.ready();
  await app.close();
  await db.destroy();
  return routes;
}

let dist = '';
let routes: string[] = [];
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Console</title>');
  writeFileSync(join(dist, 'assets', 'index-1a2b.js'), 'console.log(1);');
  writeFileSync(join(dist, 'favicon.ico'), 'icon');
  routes = await registeredRoutes(dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);

describe('REST contracts (services/contracts/rest)', () => {
  it('has a contract for every route the server registers, or says why not', () => {
    const gets = new Set(routes.filter((r) => r.startsWith('GET ')).map(pathOf));
    const withoutContract = routes.filter((route) => {
      if (route.startsWith('HEAD ') && gets.has(pathOf(route))) return false;
      if ((route.startsWith('GET ') || route.startsWith('HEAD ')) && isStaticFile(pathOf(route))) return false;
      return !Object.hasOwn(restContracts, route) && !Object.hasOwn(routesWithoutContract, route);
    });
    expect(withoutContract).toEqual([]);
  });

  it('serves the built web app as static files, which need no contract', () => {
    // The build's scripts and style sheets have one route (server/builtAssets.ts); its other files one each.
    expect(routes).toContain('GET /assets/:file');
    expect(routes).toContain('GET /favicon.ico');
    expect(isStaticFile('/assets/index-1a2b.js')).toBe(true);
    expect(isStaticFile('/auth/verify/:token')).toBe(false);
  });

  it('names no route the server does not register', () => {
    const registered = new Set(routes);
    expect(Object.keys(restContracts).filter((route) => !registered.has(route))).toEqual([]);
    expect(Object.keys(routesWithoutContract).filter((route) => !registered.has(route))).toEqual([]);
  });
});
