// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleConfig } from '../../services/contracts/consoleConfig';
import { buildTestApp, getWith, testDatabase, type TestApp } from './testApp';

const BIG_SCRIPT = `export const lines = [${Array.from({ length: 400 }, (_, i) => `'line ${i}'`).join(', ')}];\n`;

function builtConsole(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'app.js'), 'console.log(1)');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-Bx12.js'), 'console.log(2)');
  // The build's compressed copies (vite.config.ts) of a larger script.
  writeFileSync(join(dir, 'assets', 'page-Cd34.js'), BIG_SCRIPT);
  writeFileSync(join(dir, 'assets', 'page-Cd34.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(dir, 'assets', 'page-Cd34.js.gz'), gzipSync(BIG_SCRIPT));
  // The build's manifest: the entry, the sign-in page and the signed-in shell with the designer.
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dir;
}

const MANIFEST = {
  'index.html': { file: 'assets/index-Bx12.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-Aa11.js' },
  '_button.js': { file: 'assets/Button-Ee55.js', imports: ['_react.js'], css: ['assets/Button-Ee55.css'] },
  'ui/pages/login/LoginPage.tsx': { file: 'assets/LoginPage-Ff66.js', imports: ['_react.js', '_button.js'], css: ['assets/LoginPage-Ff66.css'] },
  'ui/shell/SignedInShell.tsx': { file: 'assets/SignedInShell-Gg77.js', imports: ['_button.js'] },
  'ui/pages/designer/DesignerPage.tsx': { file: 'assets/DesignerPage-Hh88.js', imports: ['_button.js'] },
  'ui/pages/error/NotFoundPage.tsx': { file: 'assets/NotFoundPage-Jj99.js' },
  ...Object.fromEntries(
    ['en', 'tr'].flatMap((language) => ['common', 'shell', 'login'].map((texts) => [`locales/${language}/${texts}.json`, { file: `assets/${texts}-${language}.js` }])),
  ),
};

/** The scripts and style sheets a page names ahead. */
function preloadsIn(html: string): string[] {
  return [...html.matchAll(/<link rel="(?:modulepreload|preload" as="style)" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
}

function configIn(html: string): unknown {
  const match = /<script id="console-config" type="application\/json">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no console-config script in the page');
  return JSON.parse(match[1]);
}

describe('the built console and its run-time settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(await testDatabase(), {
      distDir: builtConsole(),
      liveChatUrl: 'https://chat.example.com/agents',
      helpUrl: 'https://docs.example.com/</script><b>',
      loginCaptchaThreshold: 5,
      userRoleSetting: true,
      firstTimeTemplateId: 'tpl-faq',
    });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('serves index.html for client routes with the settings inside, escaped', async () => {
    for (const path of ['/', '/login', '/reset/abc', '/2fa/verify?x=1']) {
      const page = await getWith(t.app, path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).not.toContain('</script><b>');
      expect(consoleConfig.parse(configIn(page.body))).toEqual({
        liveChatUrl: 'https://chat.example.com/agents',
        helpUrl: 'https://docs.example.com/</script><b>',
        loginCaptchaThreshold: 5,
        devMode: true,
        userRoleSetting: true,
        firstTimeTemplateId: 'tpl-faq',
      });
    }
  });

  it('names in the page of each address the code it loads beside the entry, without what the entry loads itself', async () => {
    const login = ['/assets/LoginPage-Ff66.js', '/assets/Button-Ee55.js'];
    const loginStyles = ['/assets/LoginPage-Ff66.css', '/assets/Button-Ee55.css'];
    const english = ['/assets/common-en.js', '/assets/shell-en.js', '/assets/login-en.js'];
    expect(preloadsIn((await getWith(t.app, '/login?next=%2F')).body)).toEqual([...login, ...english, ...loginStyles]);
    // A Turkish browser loads the Turkish texts, and the English ones Turkish falls back to.
    const turkish = ['/assets/common-tr.js', '/assets/shell-tr.js', '/assets/login-tr.js'];
    expect(preloadsIn((await getWith(t.app, '/login', { headers: { 'accept-language': 'fr-FR, tr;q=0.8' } })).body)).toEqual([...login, ...english, ...turkish, ...loginStyles]);
    expect(preloadsIn((await getWith(t.app, '/login?lng=tr')).body)).toEqual([...login, ...english, ...turkish, ...loginStyles]);
    expect(preloadsIn((await getWith(t.app, '/chatbot-designer?id=1')).body)).toEqual([
      '/assets/SignedInShell-Gg77.js',
      '/assets/Button-Ee55.js',
      '/assets/DesignerPage-Hh88.js',
      '/assets/common-en.js',
      '/assets/shell-en.js',
      '/assets/Button-Ee55.css',
    ]);
    expect(preloadsIn((await getWith(t.app, '/no/such/page')).body)).toEqual(['/assets/NotFoundPage-Jj99.js', '/assets/common-en.js', '/assets/shell-en.js']);
  });

  it('serves built files as they are, and answers unknown API paths with JSON 404', async () => {
    const script = await getWith(t.app, '/app.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log(1)');
    const api = await getWith(t.app, '/auth/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
    const missingFile = await getWith(t.app, '/missing.js');
    expect(missingFile.statusCode).toBe(404);
  });

  it('lets the browser keep the files the build names by their content, and checks the rest each time', async () => {
    const named = await getWith(t.app, '/assets/index-Bx12.js');
    expect(named.body).toBe('console.log(2)');
    expect(named.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await getWith(t.app, '/app.js')).headers['cache-control']).toBe('public, max-age=0');
    expect((await getWith(t.app, '/login')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the build’s brotli or gzip copy of a file to a browser that accepts it, the file itself to one that does not', async () => {
    const brotli = await getWith(t.app, '/assets/page-Cd34.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await getWith(t.app, '/assets/page-Cd34.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await getWith(t.app, '/assets/page-Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    // The copies are not files of their own.
    expect((await getWith(t.app, '/assets/page-Cd34.js.br')).statusCode).toBe(404);
  });
});
