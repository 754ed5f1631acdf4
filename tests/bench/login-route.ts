// Prints the gzip size of the JS each public route loads (the /login route first) and
// the time to first render of /login in headless Chromium against the real server.
// Run: npm run bench
import { execSync } from 'node:child_process';
import { launchBrowser } from '../e2e/support/browser';
import { startSettledServer } from '../e2e/support/server';
import { readManifest, routeSize } from './routeBundles';

const ROUTES: Array<[string, string]> = [
  ['/login', 'ui/pages/login/LoginPage.tsx'],
  ['/register', 'ui/pages/register/RegisterPage.tsx'],
  ['/welcome', 'ui/pages/welcome/WelcomePage.tsx'],
  ['/forget', 'ui/pages/password/ForgotPasswordPage.tsx'],
  ['/reset/:token', 'ui/pages/password/ResetPasswordPage.tsx'],
  ['/2fa/setup', 'ui/pages/twoFactor/TwoFactorSetupPage.tsx'],
  ['/2fa/verify', 'ui/pages/twoFactor/TwoFactorVerifyPage.tsx'],
  ['/ (signed-in shell)', 'ui/shell/SignedInShell.tsx'],
];
const RUNS = 11;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) execSync('npm run --silent build', { stdio: 'ignore' });
  const manifest = readManifest('dist');
  console.log('JS loaded per route (entry + page chunks, gzip -9):');
  for (const [route, source] of ROUTES) {
    const size = routeSize('dist', manifest, route, source);
    console.log(`  ${route.padEnd(22)} ${kb(size.gzipBytes).padStart(10)} gzip  ${kb(size.rawBytes).padStart(10)} raw  ${size.files} chunks`);
  }

  const server = await startSettledServer();
  const browser = await launchBrowser();
  try {
    // Each cold context opens the terms page (a static page of the same server: the browser's and
    // the network's own cost, the baseline) and then /login until its form shows.
    const times: number[] = [];
    const baseline: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let started = performance.now();
      await page.goto(`${server.url}/terms.html`, { waitUntil: 'commit' });
      await page.locator('h1').first().waitFor({ state: 'visible' });
      baseline.push(performance.now() - started);
      await context.close();
      const signIn = await browser.newContext();
      const signInPage = await signIn.newPage();
      started = performance.now();
      await signInPage.goto(`${server.url}/login`, { waitUntil: 'commit' });
      await signInPage.locator('input[type="email"]').first().waitFor({ state: 'visible' });
      times.push(performance.now() - started);
      await signIn.close();
    }
    const figures = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms, min ${(sorted[0] ?? 0).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
    };
    console.log(`/login first render in headless Chromium (${RUNS} cold contexts): ${figures(times)}`);
    console.log(`  baseline, the static terms page in the same contexts' place: ${figures(baseline)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
