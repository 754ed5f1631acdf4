import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { faqAssistant, nodeOf, sessionToken } from './support/designer';
import { crampedScrollAreas, layoutFaults, pageOverflow, type LayoutFault } from './support/layoutCheck';
import { signInWithCode, userWithTwoFactor } from './support/signedIn';

type Texts = { [key: string]: string | Texts };
const texts = (lng: string, ns: string) => JSON.parse(readFileSync(join('locales', lng, `${ns}.json`), 'utf8')) as Texts;
const text = (tree: Texts, path: string) => path.split('.').reduce<Texts | string>((node, part) => (node as Texts)[part]!, tree) as string;

/** What the screen needs in one language: the toggles' names and the Save button's. */
function labelsOf(lng: string) {
  const designer = texts(lng, 'designer');
  return {
    palette: text(designer, 'layout.palette'),
    panel: text(designer, 'layout.panel'),
    minimap: text(designer, 'canvas.minimap'),
    save: text(designer, 'toolbar.save'),
    problems: text(texts(lng, 'designerSideMenu'), 'problems.title'),
    inspector: text(texts(lng, 'inspector'), 'toggle'),
    incoming: text(texts(lng, 'designerSideMenu'), 'footer.incoming'),
  };
}

/**
 * Skipped: the canvas's content (modules, sockets) pans beyond its edges by design, and the
 * skip link waits above the page until it has focus.
 */
const NOT_LAID_OUT = ['.designer-canvas-area', '.skip-to-content'];

/** A scrolling part of the designer shows at least this much of what it holds. */
const MIN_SCROLL_AREA = 120;

const SHOTS = mkdtempSync(join(tmpdir(), 'designer-layout-'));

async function shoot(page: Page, name: string): Promise<void> {
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path });
  console.log(`screenshot: ${path}`);
}

const toggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Opens or closes a panel through its toggle, whatever state it was left in. */
async function setExpanded(page: Page, name: string, expanded: boolean): Promise<void> {
  const button = toggle(page, name);
  if ((await button.getAttribute('aria-expanded')) !== String(expanded)) await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe(String(expanded));
}

/** Where a panel toggle's arrow points on screen (it is drawn pointing left; a mirrored one points right). */
async function arrowOf(page: Page, name: string): Promise<'left' | 'right'> {
  const mirrored = await toggle(page, name)
    .locator('svg')
    .evaluate((svg) => new DOMMatrix(getComputedStyle(svg).transform === 'none' ? undefined : getComputedStyle(svg).transform).a < 0);
  return mirrored ? 'right' : 'left';
}

async function canvasBox(page: Page) {
  const box = await page.locator('.designer-canvas').boundingBox();
  if (!box) throw new Error('The canvas has no box.');
  return box;
}

/** Nothing cut or covered, the page does not scroll, and the canvas is on screen. */
async function expectNothingCutOrCovered(page: Page, viewport: { width: number; height: number }, inspector: string): Promise<void> {
  const faults: LayoutFault[] = await layoutFaults(page, { skipInside: NOT_LAID_OUT });
  expect(faults).toEqual([]);
  expect(await crampedScrollAreas(page, '.designer', MIN_SCROLL_AREA)).toEqual([]);
  // The developer Inspector button lies over no part of the designer.
  const designer = await page.locator('.designer').boundingBox();
  const button = await page.getByRole('button', { name: inspector, exact: true }).boundingBox();
  if (!designer || !button) throw new Error('The designer or the Inspector button has no box.');
  const overlaps =
    button.x < designer.x + designer.width && designer.x < button.x + button.width && button.y < designer.y + designer.height && designer.y < button.y + button.height;
  expect(overlaps, 'the Inspector button lies over the designer').toBe(false);
  const overflow = await pageOverflow(page);
  expect(overflow.height, 'the page scrolls vertically').toBeLessThanOrEqual(overflow.viewportHeight);
  expect(overflow.width, 'the page scrolls sideways').toBeLessThanOrEqual(overflow.viewportWidth);
  const canvas = await canvasBox(page);
  // Above the fold: the whole canvas is in view, and tall enough to work in.
  expect(canvas.y).toBeLessThan(viewport.height / 2);
  expect(canvas.y + canvas.height).toBeLessThanOrEqual(viewport.height);
  expect(canvas.height).toBeGreaterThanOrEqual(300);
}

/** Selects a module as a person finds it: by name in the canvas's search, which also brings it into view. */
async function selectModule(page: Page, id: string, name: string): Promise<void> {
  // The canvas is itself a list of modules: the search's list is the other one.
  const searchList = page.locator('[role=listbox]:not([data-testid=designer-canvas])');
  await page.getByTestId('designer-search').fill(name);
  await searchList.getByRole('option', { name: new RegExp(name) }).click();
  await expect.poll(() => nodeOf(page, id).getAttribute('aria-selected')).toBe('true');
  // The search's list stays open (empty) after a pick; Escape closes it.
  await page.getByTestId('designer-search').press('Escape');
  await expect.poll(() => searchList.count()).toBe(0);
}

/**
 * The designer of the FAQ assistant with Topics selected (its settings panel open), a
 * module nobody reaches added from the palette, and Save pressed: the save check lists it.
 */
async function openBusyDesigner(page: Page, designerUrl: string, lng: string): Promise<void> {
  const labels = labelsOf(lng);
  await page.goto(`${designerUrl}&lng=${lng}`);
  await page.waitForSelector('[data-testid="designer-canvas"][data-ready="true"]');
  await setExpanded(page, labels.palette, true);
  await setExpanded(page, labels.panel, true);
  await selectModule(page, 'menu', 'Topics');
  await page.getByRole('complementary').locator('.side-menu-toolbar').waitFor();
  await page.locator('[data-testid="palette-entry"][data-module-key="END"]').click();
  await page.getByRole('toolbar').getByRole('button', { name: labels.save, exact: true }).click();
  await page.getByRole('region', { name: labels.problems }).waitFor();
}

describe('designer layout', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('leaves nothing cut or covered at 1280x720 and 1366x900 (and in Arabic), with collapsible panels that give the canvas the width', async () => {
    console.log(`screenshots in ${SHOTS}`);
    const user = await userWithTwoFactor(baseUrl, 'layout');
    const { context, page } = await newPage(browser(), baseUrl);
    // Leaving with unsaved changes asks first: the test leaves.
    page.on('dialog', (dialog) => void dialog.accept());
    await signInWithCode(page, user);
    const token = await sessionToken(page);
    const { companyId, botId } = await faqAssistant(baseUrl, token);
    const designerUrl = `/chatbot-designer?id=${botId}&companyId=${companyId}`;

    const cases = [
      { lng: 'en', width: 1280, height: 720 },
      { lng: 'en', width: 1366, height: 900 },
      { lng: 'ar', width: 1280, height: 720 },
    ];
    for (const { lng, width, height } of cases) {
      const labels = labelsOf(lng);
      const name = `${lng}-${width}x${height}`;
      await page.setViewportSize({ width, height });
      await openBusyDesigner(page, designerUrl, lng);

      // Everything open: the palette, the settings of Topics, the save check. Each toggle's
      // arrow points to the edge its panel folds to (the palette's reading start, the settings' end).
      const [start, end] = lng === 'ar' ? (['right', 'left'] as const) : (['left', 'right'] as const);
      expect(await arrowOf(page, labels.palette)).toBe(start);
      expect(await arrowOf(page, labels.panel)).toBe(end);
      await shoot(page, `${name}-open`);
      await expectNothingCutOrCovered(page, { width, height }, labels.inspector);
      const open = await canvasBox(page);

      // Another module's settings: 'Anything else?' has no fallback yet (ADD FALLBACK), and its incoming connections open in the footer.
      await selectModule(page, 'more', 'Anything else');
      await page.getByRole('complementary').locator('.side-menu-fallback-empty').waitFor();
      await page.getByRole('complementary').getByRole('button', { name: labels.incoming, exact: true }).click();
      await page.getByRole('complementary').locator('.side-menu-mode').waitFor();
      await shoot(page, `${name}-other-module`);
      await expectNothingCutOrCovered(page, { width, height }, labels.inspector);

      // A message: each text alternative beside its Delete button, the label on one line.
      await selectModule(page, 'welcome', 'Welcome');
      await page.getByRole('complementary').locator('textarea').nth(1).waitFor();
      await shoot(page, `${name}-message`);
      await expectNothingCutOrCovered(page, { width, height }, labels.inspector);

      // The minimap is shown on demand, inside the canvas, covering no control.
      const minimap = toggle(page, labels.minimap);
      expect(await minimap.getAttribute('aria-pressed')).toBe('false');
      expect(await page.getByTestId('designer-minimap').isVisible()).toBe(false);
      await minimap.click();
      await expect.poll(() => page.getByTestId('designer-minimap').isVisible()).toBe(true);
      const map = await page.getByTestId('designer-minimap').boundingBox();
      expect(map).not.toBeNull();
      expect(map!.x).toBeGreaterThanOrEqual(open.x);
      expect(map!.x + map!.width).toBeLessThanOrEqual(open.x + open.width);
      expect(map!.y + map!.height).toBeLessThanOrEqual(open.y + open.height);
      await expectNothingCutOrCovered(page, { width, height }, labels.inspector);
      await shoot(page, `${name}-minimap`);
      await minimap.click();
      await expect.poll(() => page.getByTestId('designer-minimap').isVisible()).toBe(false);

      // Both panels collapsed: the canvas takes the width they gave up.
      await setExpanded(page, labels.palette, false);
      await setExpanded(page, labels.panel, false);
      await shoot(page, `${name}-collapsed`);
      await expectNothingCutOrCovered(page, { width, height }, labels.inspector);
      const collapsed = await canvasBox(page);
      expect(collapsed.width).toBeGreaterThanOrEqual(700);
      expect(collapsed.width).toBeGreaterThan(open.width + 300);

      // Folded, the arrows point back toward the canvas.
      expect(await arrowOf(page, labels.palette)).toBe(end);
      expect(await arrowOf(page, labels.panel)).toBe(start);

      // Right-to-left mirrors: the palette at the right of the canvas, the settings at its left.
      const palette = await page.getByRole('navigation', { name: text(texts(lng, 'designer'), 'palette.title') }).boundingBox();
      const panel = await page.locator('.designer-side').boundingBox();
      if (!palette || !panel) throw new Error('A panel has no box.');
      if (lng === 'ar') {
        expect(palette.x).toBeGreaterThan(collapsed.x + collapsed.width - 1);
        expect(panel.x + panel.width).toBeLessThan(collapsed.x + 1);
      } else {
        expect(palette.x + palette.width).toBeLessThan(collapsed.x + 1);
        expect(panel.x).toBeGreaterThan(collapsed.x + collapsed.width - 1);
      }

      // The choice is remembered for this user: another tab opens with the panels collapsed.
      const other = await context.newPage();
      await other.setViewportSize({ width, height });
      await other.goto(`${designerUrl}&lng=${lng}`);
      await other.waitForSelector('[data-testid="designer-canvas"][data-ready="true"]');
      expect(await toggle(other, labels.palette).getAttribute('aria-expanded')).toBe('false');
      expect(await toggle(other, labels.panel).getAttribute('aria-expanded')).toBe('false');
      expect((await canvasBox(other)).width).toBeGreaterThanOrEqual(700);
      await other.close();

      await setExpanded(page, labels.palette, true);
      await setExpanded(page, labels.panel, true);
    }
    await context.close();
  });
});
