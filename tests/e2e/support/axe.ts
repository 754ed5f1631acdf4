import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, injected into the page under test as a script. */
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The rules of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

export type AxeViolation = { rule: string; impact: string | null; help: string; nodes: Array<{ target: string; html: string; summary: string }> };

/** Waits until the page has loaded its route and data: no requests in flight, nothing marked busy or loading. */
export async function settle(page: Page): Promise<void> {
  // A page that keeps a request open (a poll) never idles: a few seconds are enough for the others.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="progressbar"], .page-loading'), undefined, { timeout: 15_000 }).catch(() => undefined);
  // Dialogs and toasts fade in: let their transitions end before colours are measured.
  await page.waitForTimeout(400);
}

/** Runs axe-core on the whole document and returns its violations, in a form a failing assertion can show. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(
    async (tags) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }> }> }>;
          };
        }
      ).axe;
      return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    [...WCAG_21_AA],
  );
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), html: n.html.slice(0, 200), summary: (n.failureSummary ?? '').slice(0, 300) })),
  }));
}
