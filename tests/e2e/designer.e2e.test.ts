import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { signInWithCode, userWithTwoFactor } from './support/signedIn';
import { dragBetween, faqAssistant, inputOf, linkIds, nodeOf, nodePosition, openDesigner, outputOf, positions, savedFlow, sessionToken, shot } from './support/designer';

describe('flow designer', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('adds a module from the palette, links a quick-reply button and a fallback to modules, undoes and redoes, saves, and reopens the same flow', async () => {
    const user = await userWithTwoFactor(baseUrl, 'designer');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, user);
    const token = await sessionToken(page);
    const { companyId, botId, moduleCount } = await faqAssistant(baseUrl, token);
    expect(moduleCount).toBe(9);

    await openDesigner(page, botId, companyId, moduleCount);
    expect(await linkIds(page)).toContain('menu|option:opt-hours|hours');
    expect(await page.locator('[data-link-id="menu|fallback|welcome"]').getAttribute('class')).toContain('is-fallback');
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Modules' }).getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['BASIC', 'ADVANCED']);
    // The quick reply shows one output per button, labelled with its text, then Next and Fallback.
    expect(await nodeOf(page, 'menu').locator('.designer-node-slot-label').allInnerTexts()).toEqual(['Opening hours', 'Shipping', 'Returns', 'Next', 'Fallback']);
    await shot(page, 'designer-en');

    // Centre the view on Opening hours (find by name), then drag an END from the palette below Topics: it lands on the grid.
    await page.getByTestId('designer-search').fill('opening');
    await page.getByRole('option', { name: /Opening hours/ }).click();
    await expect.poll(() => nodeOf(page, 'hours').getAttribute('aria-selected')).toBe('true');
    // Selecting shows the module's side menu, whose panel may load first (the page waits for it).
    await nodeOf(page, 'menu').waitFor({ state: 'visible' });
    const nodes = page.getByTestId('designer-node');
    const canvas = page.getByTestId('designer-canvas');
    const box = await canvas.boundingBox();
    const menuBox = await nodeOf(page, 'menu').boundingBox();
    if (!box || !menuBox) throw new Error('The canvas or Topics has no box.');
    const dropAt = { x: menuBox.x + menuBox.width - box.x, y: menuBox.y + menuBox.height + 70 - box.y };
    await page.locator('[data-testid="palette-entry"][data-module-key="END"]').dragTo(canvas, { targetPosition: dropAt });
    await expect.poll(() => nodes.count()).toBe(moduleCount + 1);
    const added = (await nodes.evaluateAll((all) => all.map((n) => n.getAttribute('data-module-id') ?? ''))).find((id) => id.startsWith('end-'));
    if (!added) throw new Error('The END from the palette is not on the canvas.');
    const placed = await nodePosition(page, added);
    expect(placed.x % 90).toBe(0);
    expect(placed.y % 90).toBe(0);
    expect(await save.isDisabled()).toBe(false);

    // The 'Opening hours' button now leads to the new END (one target per output).
    await shot(page, 'designer-added');
    await dragBetween(page, outputOf(page, 'menu', 'option:opt-hours'), inputOf(page, added));
    await expect.poll(() => linkIds(page)).toContain(`menu|option:opt-hours|${added}`);
    expect(await linkIds(page)).not.toContain('menu|option:opt-hours|hours');

    // Shipping's fallback goes to Opening hours (which the button no longer reaches): a dashed link.
    await dragBetween(page, outputOf(page, 'shipping', 'fallback'), inputOf(page, 'hours'));
    await expect.poll(() => linkIds(page)).toContain('shipping|fallback|hours');
    expect(await page.locator('[data-link-id="shipping|fallback|hours"]').getAttribute('class')).toContain('is-fallback');
    await shot(page, 'designer-linked');

    // Undo takes the fallback away, Redo brings it back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => linkIds(page)).not.toContain('shipping|fallback|hours');
    expect(await linkIds(page)).toContain(`menu|option:opt-hours|${added}`);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => linkIds(page)).toContain('shipping|fallback|hours');

    // Fit: every module in view (the canvas draws only what is in and around the view).
    const fit = page.getByRole('button', { name: 'Fit to view' });
    await fit.click();
    await expect.poll(() => page.getByTestId('designer-node').count()).toBe(moduleCount + 1);
    const linksBefore = await linkIds(page);
    const positionsBefore = await positions(page);

    // Save: a new version; the picker lists it first as Latest.
    const saved = page.waitForResponse((response) => response.url().endsWith('/bot/graphql/large') && (response.request().postData() ?? '').includes('SaveVersion'));
    await save.click();
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.waitForURL((url) => url.searchParams.get('version') !== null);
    await expect.poll(() => page.getByRole('button', { name: /Version/ }).innerText()).toContain('(Latest)');

    // What was stored: the button's connection, the fallback as `fallback` (count 0), no {optionID: 'fallback'}.
    const stored = await savedFlow(baseUrl, token, botId, companyId);
    const menu = stored.modules.find((m) => m.id === 'menu');
    expect(menu?.connections).toContainEqual({ id: added, optionID: 'opt-hours' });
    expect(menu?.connections.filter((c) => c['optionID'] === 'opt-hours')).toHaveLength(1);
    const shipping = stored.modules.find((m) => m.id === 'shipping');
    expect([shipping?.fallback, shipping?.fallbackCount]).toEqual(['hours', 0]);
    expect(stored.modules.flatMap((m) => m.connections).some((c) => c['optionID'] === 'fallback')).toBe(false);

    // Reload: the same flow, every module where it was and every link as it was.
    await page.reload();
    await page.waitForSelector('[data-testid="designer-canvas"][data-ready="true"]');
    await fit.click();
    await expect.poll(() => nodes.count()).toBe(moduleCount + 1);
    await expect.poll(() => linkIds(page)).toEqual(linksBefore);
    expect(await positions(page)).toEqual(positionsBefore);
    await context.close();
  });

  it('finds a module, selects and moves several together, copies and pastes, hides links, zooms and arranges in one undo step', async () => {
    const user = await userWithTwoFactor(baseUrl, 'designer-tools');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, user);
    const token = await sessionToken(page);
    const { companyId, botId, moduleCount } = await faqAssistant(baseUrl, token);
    await openDesigner(page, botId, companyId, moduleCount);
    const canvas = page.getByTestId('designer-canvas');
    const canvasBox = await canvas.boundingBox();
    if (!canvasBox) throw new Error('The canvas has no box.');

    // Find by name (any case): the module is selected and the view centred on it.
    await page.getByTestId('designer-search').fill('SHIPP');
    await page.getByRole('option', { name: /Shipping/ }).click();
    await expect.poll(() => nodeOf(page, 'shipping').getAttribute('aria-selected')).toBe('true');
    await nodeOf(page, 'shipping').waitFor({ state: 'visible' });
    await expect
      .poll(async () => {
        const found = await nodeOf(page, 'shipping').boundingBox();
        return found ? Math.abs(found.x + found.width / 2 - (canvasBox.x + canvasBox.width / 2)) < 40 : false;
      })
      .toBe(true);

    // Picking a link up at its input and dropping it on empty canvas removes it; Undo restores it.
    const returnsInput = await inputOf(page, 'returns').boundingBox();
    if (!returnsInput) throw new Error('Returns is not drawn.');
    await page.mouse.move(returnsInput.x + returnsInput.width / 2, returnsInput.y + returnsInput.height / 2);
    await page.mouse.down();
    await page.mouse.move(canvasBox.x + 60, canvasBox.y + canvasBox.height - 40, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => linkIds(page)).not.toContain('menu|option:opt-returns|returns');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => linkIds(page)).toContain('menu|option:opt-returns|returns');

    // ctrl+click adds to the selection; dragging one moves both, as one undoable step.
    await nodeOf(page, 'hours').locator('.designer-node-header').click();
    await nodeOf(page, 'returns')
      .locator('.designer-node-header')
      .click({ modifiers: ['Control'] });
    await expect.poll(() => page.locator('[data-testid="designer-node"][aria-selected="true"]').count()).toBe(2);
    const hoursAt = await nodePosition(page, 'hours');
    const returnsAt = await nodePosition(page, 'returns');
    const header = await nodeOf(page, 'hours').locator('.designer-node-header').boundingBox();
    if (!header) throw new Error('Opening hours is not drawn.');
    await page.mouse.move(header.x + 20, header.y + 10);
    await page.mouse.down();
    await page.mouse.move(header.x + 120, header.y + 10, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await nodePosition(page, 'hours')).x).toBeGreaterThan(hoursAt.x);
    const hoursMoved = await nodePosition(page, 'hours');
    const returnsMoved = await nodePosition(page, 'returns');
    expect(hoursMoved.x % 90).toBe(0);
    expect(returnsMoved.x - returnsAt.x).toBe(hoursMoved.x - hoursAt.x);
    expect(returnsMoved.y).toBe(Math.round(returnsAt.y / 90) * 90);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => nodePosition(page, 'hours')).toEqual(hoursAt);
    expect(await nodePosition(page, 'returns')).toEqual(returnsAt);

    // ctrl+C remembers Shipping; ctrl+V adds a copy one grid cell right and down, selected.
    await nodeOf(page, 'shipping').locator('.designer-node-header').click();
    const shippingAt = await nodePosition(page, 'shipping');
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await expect.poll(() => page.getByTestId('designer-node').count()).toBe(moduleCount + 1);
    const copy = await page.locator('[data-testid="designer-node"][aria-selected="true"]').getAttribute('data-module-id');
    expect(copy).toMatch(/^message-/);
    expect(await nodePosition(page, copy ?? '')).toEqual({ x: shippingAt.x + 90, y: shippingAt.y + 90 });
    expect(
      await nodeOf(page, copy ?? '')
        .locator('.designer-node-name')
        .innerText(),
    ).toBe('Shipping');

    // Links off: no lines, the sockets stay; the choice is remembered.
    await page.getByRole('button', { name: /Links/ }).click();
    await page.getByRole('option', { name: 'Off' }).click();
    await expect.poll(() => page.getByTestId('designer-connection').count()).toBe(0);
    expect(await page.getByTestId('designer-socket-output').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('designer.edgeStyle'))).toBe('off');
    await page.getByRole('button', { name: /Links/ }).click();
    await page.getByRole('option', { name: 'Straight' }).click();
    await expect.poll(() => page.getByTestId('designer-connection').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('designer-connection').first().getAttribute('d')).toMatch(/^M [\d.-]+ [\d.-]+ L /);

    // Zoom in: the canvas scale grows.
    const scale = () => canvas.evaluate((element) => Number(/scale\(([\d.]+)\)/.exec((element.firstElementChild as HTMLElement).style.transform)?.[1]));
    const zoom = await scale();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(scale).toBeGreaterThan(zoom);
    await shot(page, 'designer-tools');

    // Arrange lays the flow out on the grid; one Undo puts every module back.
    const before = await positions(page);
    const arrange = page.getByRole('button', { name: 'Arrange' });
    await arrange.click();
    await expect.poll(async () => JSON.stringify(await positions(page)), { timeout: 30_000 }).not.toBe(JSON.stringify(before));
    await expect.poll(() => arrange.isDisabled()).toBe(false);
    const arranged = await positions(page);
    expect(Object.values(arranged).every((p) => p.x % 90 === 0 && p.y % 90 === 0)).toBe(true);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => JSON.stringify(await positions(page))).toBe(JSON.stringify(before));
    await context.close();
  });

  it('shows the designer right to left in Arabic', async () => {
    const user = await userWithTwoFactor(baseUrl, 'designer-ar');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, user);
    const token = await sessionToken(page);
    const { companyId, botId, moduleCount } = await faqAssistant(baseUrl, token);
    await openDesigner(page, botId, companyId, moduleCount, '&lng=ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByRole('button', { name: 'حفظ' }).isDisabled()).toBe(true);
    expect(await page.getByRole('toolbar', { name: 'أدوات اللوحة' }).getAttribute('dir')).toBe('rtl');
    await shot(page, 'designer-ar');
    await context.close();
  });
});
