import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';

describe('the console icon', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('answers /favicon.ico with an icon, links its icons from the page, and a page load logs no error', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');

    const ico = await fetch(`${baseUrl}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/^image\//);
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    const bytes = new Uint8Array(await ico.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes[4]).toBeGreaterThan(0);

    const links = await page.locator('link[rel="icon"]').evaluateAll((all) => all.map((l) => (l as HTMLLinkElement).href));
    expect(links.map((href) => new URL(href).pathname).sort()).toEqual(['/favicon.ico', '/favicon.svg']);
    for (const href of links) {
      const answer = await fetch(href);
      expect(answer.status, href).toBe(200);
      expect(answer.headers.get('content-type'), href).toMatch(/^image\//);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
