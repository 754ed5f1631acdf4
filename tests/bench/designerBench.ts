// What the designer benches share: a signed-in browser page against the real server, chain
// flows of any size saved as versions, and opening one until the canvas answers.
import { execSync } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FlowDocument, FlowModule } from '../../services/contracts/flow';
import { launchBrowser, newPage } from '../e2e/support/browser';
import { startSettledServer, type RunningServer } from '../e2e/support/server';
import { signInWithCode, userWithTwoFactor } from '../e2e/support/signedIn';

const PER_ROW = 20;

/** A chain: START, messages, END, each connected to the next, laid out in rows on the grid. */
export function chain(size: number): FlowDocument {
  const modules: FlowModule[] = Array.from({ length: size }, (_, index) => {
    const type = index === 0 ? 'START' : index === size - 1 ? 'END' : 'MESSAGE';
    return {
      id: `m${index}`,
      type,
      name: type === 'MESSAGE' ? `Message ${index}` : type === 'START' ? 'Start' : 'End',
      position: { x: (index % PER_ROW) * 270, y: Math.floor(index / PER_ROW) * 180 },
      connections: index === size - 1 ? [] : [{ id: `m${index + 1}` }],
      settings: type === 'MESSAGE' ? { messageType: 'TEXT', payloads: [`Text ${index}`] } : {},
    };
  });
  return { formatVersion: 2, modules };
}

async function graphql<T>(baseUrl: string, token: string, query: string, variables: Record<string, unknown>, companyId?: string): Promise<T> {
  // The operations with large variables have their own endpoint, as the console sends them.
  const large = /^\s*mutation\s+(SaveVersion|ImportIntents)\b/.exec(query)?.[1];
  const answer = await fetch(`${baseUrl}${large ? '/bot/graphql/large' : '/bot/graphql'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(companyId ? { companyID: companyId } : {}) },
    body: JSON.stringify({ query, variables, ...(large ? { operationName: large } : {}) }),
  });
  const body = (await answer.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL answered ${answer.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export const median = (values: number[]) => percentile(values, 0.5);
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

export type DesignerBench = {
  page: Page;
  /** Saves a chain of `size` modules as a new assistant and returns its designer URL. */
  chainUrl: (size: number) => Promise<string>;
  close: () => Promise<void>;
};

/** Builds the app (unless --no-build), starts the server and signs a new user in. */
export async function startDesignerBench(name: string): Promise<DesignerBench> {
  if (!process.argv.includes('--no-build')) execSync('npm run --silent build', { stdio: 'ignore' });
  const server: RunningServer = await startSettledServer();
  const browser: Browser = await launchBrowser();
  let context: BrowserContext | undefined;
  try {
    const user = await userWithTwoFactor(server.url, name);
    const opened = await newPage(browser, server.url);
    context = opened.context;
    await signInWithCode(opened.page, user);
    const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'token')?.value ?? '');
    const { createCompany } = await graphql<{ createCompany: { id: string } }>(
      server.url,
      token,
      'mutation ($name: String!, $country: String!) { createCompany(name: $name, country: $country) { id } }',
      { name: 'Bench Co', country: 'TURKEY' },
    );
    const companyId = createCompany.id;
    return {
      page: opened.page,
      async chainUrl(size) {
        const { createBot } = await graphql<{ createBot: { id: string } }>(
          server.url,
          token,
          'mutation ($name: String!, $companyId: ID!) { createBot(name: $name, companyId: $companyId) { id } }',
          { name: `Chain ${size}`, companyId },
          companyId,
        );
        const { saveVersion } = await graphql<{ saveVersion: { id: string } }>(
          server.url,
          token,
          'mutation SaveVersion($botId: ID!, $flow: String!) { saveVersion(botId: $botId, flow: $flow) { id } }',
          { botId: createBot.id, flow: JSON.stringify(chain(size)) },
          companyId,
        );
        return `/chatbot-designer?id=${createBot.id}&companyId=${companyId}&version=${saveVersion.id}`;
      },
      async close() {
        await context?.close();
        await browser.close();
        await server.stop();
      },
    };
  } catch (error) {
    await browser.close();
    await server.stop();
    throw error;
  }
}

/**
 * Opens a designer URL and waits until the canvas is interactive: the flow is loaded and
 * fitted (data-ready), the modules in view are drawn, and the page has answered one more
 * frame and task. Returns milliseconds from navigation.
 */
export async function openUntilInteractive(page: Page, url: string): Promise<number> {
  await page.goto('/profile');
  const started = performance.now();
  await page.goto(url);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="designer-canvas"][data-ready="true"]') !== null && document.querySelector('[data-testid="designer-node"]') !== null,
    undefined,
    { timeout: 120_000, polling: 'raf' },
  );
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return performance.now() - started;
}
