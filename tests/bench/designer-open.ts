// Prints the time to open flows of 100, 500 and 1000 modules in the designer: from
// navigation to every module's node in the DOM, in headless Chromium against the real
// server. Run: npm run bench:designer (add --no-build to reuse dist/).
import { execSync } from 'node:child_process';
import type { FlowDocument, FlowModule } from '../../services/contracts/flow';
import { launchBrowser, newPage } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { signInWithCode, userWithTwoFactor } from '../e2e/support/signedIn';

const SIZES = [100, 500, 1000];
const RUNS = 3;
const PER_ROW = 20;

/** A chain: START, messages, END, each connected to the next, laid out in rows on the grid. */
function chain(size: number): FlowDocument {
  const modules: FlowModule[] = Array.from({ length: size }, (_, index) => {
    const type = index === 0 ? 'START' : index === size - 1 ? 'END' : 'MESSAGE';
    const id = `m${index}`;
    return {
      id,
      type,
      name: type === 'MESSAGE' ? `Message ${index}` : type === 'START' ? 'Start' : 'End',
      position: { x: (index % PER_ROW) * 270, y: Math.floor(index / PER_ROW) * 180 },
      connections: index === size - 1 ? [] : [{ id: `m${index + 1}` }],
      settings: type === 'MESSAGE' ? { messageType: 'TEXT', payloads: [`Text ${index}`] } : {},
    };
  });
  return { formatVersion: 1, modules };
}

async function graphql<T>(baseUrl: string, token: string, query: string, variables: Record<string, unknown>, companyId?: string): Promise<T> {
  const answer = await fetch(`${baseUrl}/bot/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(companyId ? { companyID: companyId } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL answered ${answer.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) execSync('npx vite build', { stdio: 'ignore' });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const user = await userWithTwoFactor(server.url, 'bench-designer');
    const { context, page } = await newPage(browser, server.url);
    await signInWithCode(page, user);
    const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'token')?.value ?? '');
    const { createCompany } = await graphql<{ createCompany: { id: string } }>(server.url, token, 'mutation ($name: String!, $country: String!) { createCompany(name: $name, country: $country) { id } }', { name: 'Bench Co', country: 'TURKEY' });
    const companyId = createCompany.id;
    console.log(`Opening /chatbot-designer until every module's node is in the DOM (headless Chromium, ${RUNS} runs each):`);
    for (const size of SIZES) {
      const { createBot } = await graphql<{ createBot: { id: string } }>(server.url, token, 'mutation ($name: String!, $companyId: ID!) { createBot(name: $name, companyId: $companyId) { id } }', { name: `Chain ${size}`, companyId }, companyId);
      const { saveVersion } = await graphql<{ saveVersion: { id: string } }>(server.url, token, 'mutation ($botId: ID!, $flow: String!) { saveVersion(botId: $botId, flow: $flow) { id } }', { botId: createBot.id, flow: JSON.stringify(chain(size)) }, companyId);
      const url = `/chatbot-designer?id=${createBot.id}&companyId=${companyId}&version=${saveVersion.id}`;
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto('/profile');
        const started = performance.now();
        await page.goto(url);
        await page.waitForFunction((count) => document.querySelectorAll('[data-testid="designer-node"]').length === count, size, { timeout: 120_000, polling: 'raf' });
        times.push(performance.now() - started);
      }
      const links = await page.getByTestId('designer-connection').count();
      console.log(`  ${String(size).padStart(5)} modules: median ${median(times).toFixed(0)} ms  (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}; ${links} connections drawn)`);
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
