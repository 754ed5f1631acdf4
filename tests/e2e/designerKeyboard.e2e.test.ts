import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { signInWithCode, userWithTwoFactor } from './support/signedIn';
import { graphql, linkIds, nodeOf, nodePosition, openDesigner, savedFlow, sessionToken, shot } from './support/designer';

/** A new company with a new assistant (START, Greeting, END), made through the API as the user. */
async function starterAssistant(baseUrl: string, token: string): Promise<{ companyId: string; botId: string }> {
  const { createCompany } = await graphql<{ createCompany: { id: string } }>(
    baseUrl,
    token,
    'mutation ($name: String!, $country: String!) { createCompany(name: $name, country: $country) { id } }',
    { name: `Keyboard Co ${Date.now()}`, country: 'TURKEY' },
  );
  const { createBot } = await graphql<{ createBot: { id: string } }>(
    baseUrl,
    token,
    'mutation ($name: String!, $companyId: ID!) { createBot(name: $name, companyId: $companyId) { id } }',
    { name: 'Keyboard desk', companyId: createCompany.id },
    createCompany.id,
  );
  // A small flow to start from (greeting, end): the test builds the rest by keyboard.
  const module = (id: string, type: string, name: string, x: number, to: string[], settings: Record<string, unknown> = {}) => ({
    id,
    type,
    name,
    position: { x, y: 100 },
    connections: to.map((target) => ({ id: target })),
    settings,
  });
  const flow = {
    formatVersion: 2,
    modules: [
      module('start', 'START', 'Start', 100, ['greeting']),
      module('greeting', 'MESSAGE', 'Greeting', 400, ['end'], { messageType: 'TEXT', payloads: ['Hello! How can I help you?'] }),
      module('end', 'END', 'End', 700, []),
    ],
  };
  await graphql(
    baseUrl,
    token,
    'mutation ($botId: ID!, $flow: String!) { saveVersion(botId: $botId, flow: $flow) { id } }',
    { botId: createBot.id, flow: JSON.stringify(flow) },
    createCompany.id,
  );
  return { companyId: createCompany.id, botId: createBot.id };
}

/** The module that has the keyboard focus, or null. */
const focusedModule = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="option"][data-module-id]')?.getAttribute('data-module-id') ?? null);

/** Whether the element has the keyboard focus. */
const hasFocus = (locator: ReturnType<Page['locator']>) => locator.evaluate((e) => e === document.activeElement);

/** What the canvas's polite live region says now. */
const announced = (page: Page) => page.getByTestId('designer-announcer').innerText();

/** Presses Tab (or shift+Tab) until the focused element matches, as a keyboard user walks a page. */
async function tabUntil(page: Page, matches: () => Promise<boolean>, { back = false, most = 80 } = {}): Promise<void> {
  for (let i = 0; i < most; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await matches()) return;
  }
  throw new Error('Tabbing never reached it.');
}

/** The modules on the canvas, by id, with their boxes on the screen. */
async function boxes(page: Page): Promise<Array<{ id: string; x: number; y: number; width: number; height: number }>> {
  return page.getByTestId('designer-node').evaluateAll((all) =>
    all.map((n) => {
      const r = n.getBoundingClientRect();
      return { id: n.getAttribute('data-module-id') ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

/**
 * What axe's ARIA rules would say of the designer, checked in the page: attributes a role
 * does not allow (aria-selected, aria-posinset... on elements without such a role), names
 * on elements whose role forbids them (aria-label on a span or div without a role), a list
 * of modules holding anything but options, focusable elements hidden from assistive
 * technology or nested in an option, options without a name, duplicate ids, ids that
 * aria-describedby points at and that do not exist.
 */
async function ariaProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.getAttribute('data-testid') ? `[${e.getAttribute('data-testid')}]` : ''}`;
    const root = document.querySelector('.designer') ?? document.body;
    const selectedRoles = new Set(['option', 'gridcell', 'row', 'tab', 'treeitem', 'columnheader', 'rowheader']);
    const setRoles = new Set(['option', 'listitem', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'radio', 'row', 'tab', 'treeitem', 'article', 'comment']);
    const namingForbidden = (e: Element) => {
      const role = e.getAttribute('role');
      if (role)
        return ['none', 'presentation', 'generic', 'paragraph', 'caption', 'code', 'deletion', 'emphasis', 'insertion', 'strong', 'subscript', 'superscript'].includes(role);
      return ['SPAN', 'DIV', 'P', 'B', 'I', 'EM', 'STRONG', 'SMALL', 'CODE', 'KBD'].includes(e.tagName);
    };
    for (const e of root.querySelectorAll('[aria-selected]'))
      if (!selectedRoles.has(e.getAttribute('role') ?? '')) problems.push(`aria-allowed-attr: aria-selected on ${describe(e)}`);
    for (const e of root.querySelectorAll('[aria-posinset], [aria-setsize]'))
      if (!setRoles.has(e.getAttribute('role') ?? '')) problems.push(`aria-allowed-attr: aria-posinset on ${describe(e)}`);
    for (const e of root.querySelectorAll('[aria-multiselectable]'))
      if (!['listbox', 'grid', 'tablist', 'tree', 'treegrid'].includes(e.getAttribute('role') ?? '')) problems.push(`aria-allowed-attr: aria-multiselectable on ${describe(e)}`);
    for (const e of root.querySelectorAll('[aria-label], [aria-labelledby]')) if (namingForbidden(e)) problems.push(`aria-prohibited-attr: a name on ${describe(e)}`);
    for (const e of root.querySelectorAll('[aria-roledescription]')) if (!e.getAttribute('role')) problems.push(`aria-roledescription without a role on ${describe(e)}`);
    const focusable = 'a[href], button, input, select, textarea, [tabindex]';
    for (const hidden of root.querySelectorAll('[aria-hidden="true"]')) {
      for (const e of [hidden, ...hidden.querySelectorAll(focusable)])
        if (e.matches(focusable) && e.getAttribute('tabindex') !== '-1') problems.push(`aria-hidden-focus: ${describe(e)}`);
    }
    for (const list of root.querySelectorAll('[role="listbox"]')) {
      const walk = (e: Element) => {
        for (const child of e.children) {
          if (child.getAttribute('aria-hidden') === 'true') continue;
          const role = child.getAttribute('role');
          if (role === 'option' || role === 'group') continue;
          if (role && role !== 'none' && role !== 'presentation') problems.push(`aria-required-children: ${describe(child)} in ${describe(list)}`);
          else if (child.matches('svg, img, canvas, input, button, a[href]')) problems.push(`aria-required-children: ${describe(child)} in ${describe(list)}`);
          else walk(child);
        }
      };
      walk(list);
    }
    for (const option of root.querySelectorAll('[role="option"]')) {
      if (!option.closest('[role="listbox"], [role="group"]')) problems.push(`aria-required-parent: ${describe(option)}`);
      if (!(option.getAttribute('aria-label') || option.textContent || '').trim()) problems.push(`aria-input-field-name: ${describe(option)}`);
      for (const inner of option.querySelectorAll(focusable)) problems.push(`nested-interactive: ${describe(inner)} in ${describe(option)}`);
      for (const id of (option.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean))
        if (!document.getElementById(id)) problems.push(`aria-valid-attr-value: aria-describedby ${id}`);
    }
    const ids = new Map<string, number>();
    for (const e of root.querySelectorAll('[id]')) ids.set(e.id, (ids.get(e.id) ?? 0) + 1);
    for (const [id, count] of ids) if (count > 1) problems.push(`duplicate-id: ${id} (${count})`);
    return problems;
  });
}

/** What the Message asks in the test chat. */
const QUESTION = 'Hi! What is your name?';

describe('flow designer with the keyboard alone', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('adds modules from the palette with Enter, connects them with the Connect to… picker, moves one, deletes one and saves, told by the live region; fixes what the save check listed in the side menu, saves, publishes and talks to the flow in the test chat', async () => {
    const user = await userWithTwoFactor(baseUrl, 'keyboard');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, user);
    const token = await sessionToken(page);
    const { companyId, botId } = await starterAssistant(baseUrl, token);
    await openDesigner(page, botId, companyId, 3);

    // The canvas is a list of modules: named, one Tab stop, each module an option with its outputs described.
    const canvas = page.getByRole('listbox', { name: 'Modules of the flow' });
    expect(await canvas.getAttribute('aria-roledescription')).toBe('flow canvas');
    // Each named by what it shows, name then type (no aria-label that could differ from the text seen).
    expect(await canvas.getByRole('option').evaluateAll((all) => all.filter((o) => o.hasAttribute('aria-label') || o.hasAttribute('aria-labelledby')).length)).toBe(0);
    // (Chromium puts a space before the hidden comma, as name and type are separate boxes; it is not heard.)
    const names = [...(await canvas.ariaSnapshot()).matchAll(/- option "([^"]*)"/g)].map((m) => m[1]!.replace(/ ,/g, ','));
    expect(names).toEqual(['Start, Start', 'Greeting, Message', 'End, End']);
    expect(await canvas.locator('[role="option"][tabindex="0"]').count()).toBe(1);
    const greetingOutputs = await nodeOf(page, 'greeting').evaluate((n) => document.getElementById(n.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(greetingOutputs).toBe('Next leads to End; Fallback is not connected');
    // Sockets are pointer handles only: hidden, without names.
    const sockets = page.locator('[data-testid^="designer-socket"]');
    expect(await sockets.count()).toBeGreaterThan(0);
    expect(await sockets.evaluateAll((all) => all.filter((s) => s.getAttribute('aria-hidden') !== 'true' || s.hasAttribute('aria-label')).length)).toBe(0);
    expect(await ariaProblems(page)).toEqual([]);

    // Palette: Enter adds an Input, then a Message, each selected, in a free place in the middle of the view.
    const palette = page.getByRole('navigation', { name: 'Modules' });
    await palette.getByRole('button', { name: 'Input' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('designer-node').count()).toBe(4);
    await expect.poll(() => announced(page)).toBe('Added Input (Input). Input (Input) selected.');
    // The focus stays in the palette, to add more.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Input');
    await palette.getByRole('button', { name: 'Message' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('designer-node').count()).toBe(5);
    await expect.poll(() => announced(page)).toBe('Added Message (Message). Message (Message) selected.');
    const ids = await page.getByTestId('designer-node').evaluateAll((all) => all.map((n) => n.getAttribute('data-module-id') ?? ''));
    const input = ids.find((id) => id.startsWith('input-'))!;
    const message = ids.find((id) => id.startsWith('message-'))!;
    expect(await nodeOf(page, message).getAttribute('aria-selected')).toBe('true');
    const drawn = await boxes(page);
    drawn.forEach((a, i) =>
      drawn
        .slice(i + 1)
        .forEach((b) => expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y, `${a.id} overlaps ${b.id}`).toBe(true)),
    );
    for (const id of [input, message]) {
      const at = await nodePosition(page, id);
      expect([Math.abs(at.x % 90), Math.abs(at.y % 90)]).toEqual([0, 0]);
    }
    await shot(page, 'keyboard-added');

    // Tab reaches the canvas on the selected module (the last one added).
    await tabUntil(page, async () => (await focusedModule(page)) !== null);
    expect(await focusedModule(page)).toBe(message);

    // Enter: 'Connect Message'. The first output (Next) is chosen; type the target's name, pick it, Enter connects.
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Connect Message' });
    await picker.waitFor();
    await shot(page, 'keyboard-picker');
    expect(await picker.getByRole('button', { name: /Output/ }).innerText()).toContain('Next (not connected)');
    await page.keyboard.type('Inp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => linkIds(page)).toContain(`${message}|next|${input}`);
    await expect.poll(() => announced(page)).toBe('Connected Message (Next) to Input.');
    await expect.poll(() => focusedModule(page)).toBe(message);
    await shot(page, 'keyboard-connected');

    // Home: Start. Its Next goes to the Message instead of the Greeting.
    await page.keyboard.press('Home');
    await expect.poll(() => focusedModule(page)).toBe('start');
    expect(await nodeOf(page, 'start').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Connect Start' }).waitFor();
    expect(
      await page
        .getByRole('dialog', { name: 'Connect Start' })
        .getByRole('button', { name: /Output/ })
        .innerText(),
    ).toContain('Next → Greeting');
    await page.keyboard.type('Mess');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => linkIds(page)).toContain(`start|next|${message}`);
    expect(await linkIds(page)).not.toContain('start|next|greeting');
    await expect.poll(() => announced(page)).toBe('Connected Start (Next) to Message.');

    // The arrow keys go to the nearest module that way: the Greeting, right of Start.
    await expect.poll(() => focusedModule(page)).toBe('start');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedModule(page)).toBe('greeting');
    await expect.poll(() => announced(page)).toBe('Greeting (Message) selected.');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedModule(page)).toBe('start');
    // Heard before the next key (texts said in the same moment are read as one).
    await expect.poll(() => announced(page)).toBe('Start (Start) selected.');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => announced(page)).toBe('No module that way.');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedModule(page)).toBe('greeting');

    // Delete asks first (as the mouse's delete does); Cancel keeps it, Delete deletes it and the focus stays on the canvas.
    await page.keyboard.press('Delete');
    const question = page.getByRole('alertdialog', { name: 'Delete module' });
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedModule(page)).toBe('greeting');
    await page.keyboard.press('Delete');
    await question.waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('designer-node').count()).toBe(4);
    await expect.poll(() => announced(page)).toMatch(/^Deleted Greeting\. .+ selected\.$/);
    await expect.poll(() => focusedModule(page)).not.toBeNull();

    // Page Down follows the flow: Start, Message, Input. Input's Next goes to End.
    await page.keyboard.press('Home');
    await page.keyboard.press('PageDown');
    await expect.poll(() => focusedModule(page)).toBe(message);
    await page.keyboard.press('PageDown');
    await expect.poll(() => focusedModule(page)).toBe(input);
    expect(await nodeOf(page, input).getAttribute('aria-posinset')).toBe('3');
    expect(await nodeOf(page, input).getAttribute('aria-setsize')).toBe('4');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Connect Input' }).waitFor();
    await page.keyboard.type('End');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => linkIds(page)).toContain(`${input}|next|end`);
    await expect.poll(() => focusedModule(page)).toBe(input);

    // Shift+arrow moves the Input one grid step down.
    const before = await nodePosition(page, input);
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => nodePosition(page, input)).toEqual({ x: before.x, y: before.y + 90 });
    await expect.poll(() => announced(page)).toBe('Moved Input down.');
    expect(await focusedModule(page)).toBe(input);

    // ? shows the keys; Escape closes them and gives the focus back.
    await page.keyboard.press('Shift+?');
    const keys = page.getByRole('dialog', { name: 'Using the canvas with the keyboard' });
    await keys.waitFor();
    expect(await keys.locator('dt').allInnerTexts()).toEqual([
      'Arrow keys',
      'Shift + arrow keys',
      'PgDn / PgUp',
      'Home / End',
      'Enter',
      'Delete',
      'Ctrl + Z',
      'Ctrl + C, V',
      'Tab',
      '?',
    ]);
    await shot(page, 'keyboard-keys');
    await page.keyboard.press('Escape');
    await keys.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedModule(page)).toBe(input);
    expect(await ariaProblems(page)).toEqual([]);

    // Save, reached with shift+Tab from the canvas. The new Message has no text and the Input no parameter
    // name yet: the check lists them first, and 'Save anyway' (Tab on from Save) keeps the work in progress.
    const save = page.getByRole('button', { name: 'Save' });
    await tabUntil(page, () => hasFocus(save), { back: true });
    await page.keyboard.press('Enter');
    const problems = page.getByRole('region', { name: 'Check before saving' });
    await problems.waitFor();
    // The focus goes to the list (Save is disabled while it is open), which says what it found.
    await expect.poll(() => hasFocus(problems)).toBe(true);
    expect(await problems.getByRole('status').innerText()).toBe('Problems found: 2. Select one to go to its module.');
    expect(await problems.getByRole('listitem').allInnerTexts()).toEqual([
      "Input: Enter the parameter name the customer's answer is saved in.",
      'Message: Add at least one message text.',
    ]);
    const saveAnyway = problems.getByRole('button', { name: 'Save anyway' });
    await tabUntil(page, () => hasFocus(saveAnyway));
    const saved = page.waitForResponse((response) => response.url().endsWith('/bot/graphql/large') && (response.request().postData() ?? '').includes('SaveVersion'));
    await page.keyboard.press('Enter');
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => save.isDisabled()).toBe(true);
    // The list closes: the focus is back on Save (disabled now, yet focusable), not lost to the page.
    await problems.waitFor({ state: 'detached' });
    expect(await hasFocus(save)).toBe(true);

    const flow = await savedFlow<{ modules: Array<{ id: string; connections: Array<{ id: string }>; position: { x: number; y: number } }> }>(baseUrl, token, botId, companyId);
    expect(flow.modules.map((m) => m.id).sort()).toEqual(['end', input, message, 'start'].sort());
    const targets = (id: string) => flow.modules.find((m) => m.id === id)?.connections.map((c) => c.id);
    expect(targets('start')).toEqual([message]);
    expect(targets(message)).toEqual([input]);
    expect(targets(input)).toEqual(['end']);
    expect(flow.modules.find((m) => m.id === input)?.position).toEqual({ x: before.x, y: before.y + 90 });

    // Back to the canvas (Tab reaches the selected module), Home then Page Down: the Message.
    await tabUntil(page, async () => (await focusedModule(page)) !== null);
    await page.keyboard.press('Home');
    await expect.poll(() => focusedModule(page)).toBe('start');
    await expect.poll(() => announced(page)).toBe('Start (Start) selected.');
    await page.keyboard.press('PageDown');
    await expect.poll(() => focusedModule(page)).toBe(message);
    await expect.poll(() => announced(page)).toBe('Message (Message) selected.');

    // Tab on from the module: its side menu. The Message gets its text (Enter adds it).
    const sideMenu = page.getByRole('complementary', { name: 'Module settings' });
    const newText = sideMenu.getByRole('textbox', { name: 'New message' });
    await tabUntil(page, () => hasFocus(newText));
    await page.keyboard.type(QUESTION);
    await page.keyboard.press('Enter');
    await expect.poll(() => sideMenu.getByRole('textbox', { name: 'Message 1' }).inputValue()).toBe(QUESTION);
    expect(await newText.inputValue()).toBe('');

    // Shift+Tab back to the canvas, on the Message still; Page Down: the Input, whose parameter name is typed.
    await tabUntil(page, async () => (await focusedModule(page)) !== null, { back: true });
    expect(await focusedModule(page)).toBe(message);
    await page.keyboard.press('PageDown');
    await expect.poll(() => focusedModule(page)).toBe(input);
    await expect.poll(() => announced(page)).toBe('Input (Input) selected.');
    const parameter = sideMenu.getByRole('combobox', { name: 'Parameter Name' });
    await tabUntil(page, () => hasFocus(parameter));
    await page.keyboard.type('name');
    await expect.poll(() => parameter.inputValue()).toBe('name');
    await shot(page, 'keyboard-settings');

    // Save again: nothing is left for the check, so it saves at once (no list, no 'Save anyway'); the focus stays on Save.
    await tabUntil(page, () => hasFocus(save), { back: true });
    const savedAgain = page.waitForResponse((response) => response.url().endsWith('/bot/graphql/large') && (response.request().postData() ?? '').includes('SaveVersion'));
    await page.keyboard.press('Enter');
    expect((await savedAgain).ok()).toBe(true);
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect(await problems.count()).toBe(0);
    expect(await hasFocus(save)).toBe(true);
    const toolbar = page.getByRole('toolbar', { name: 'Designer tools' });
    expect(await toolbar.getByRole('status').innerText()).toBe('All changes saved');
    const fixed = await savedFlow<{ modules: Array<{ id: string; connections: Array<{ id: string }>; settings: Record<string, unknown> }> }>(baseUrl, token, botId, companyId);
    expect(fixed.modules.find((m) => m.id === message)?.settings['payloads']).toEqual([QUESTION]);
    expect(fixed.modules.find((m) => m.id === input)?.settings['param']).toBe('name');
    expect(fixed.modules.find((m) => m.id === input)?.connections.map((c) => c.id)).toEqual(['end']);

    // Publish (Tab on from Save) asks first; Enter confirms. The toolbar shows the version live, a
    // notice says so, and the focus stays on Publish (disabled now), whose description says why.
    const publish = toolbar.getByRole('button', { name: 'Publish', exact: true });
    await tabUntil(page, () => hasFocus(publish));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: /^Publish v\d+\?$/ });
    await confirm.waitFor();
    const versionName = /^Publish (v\d+)\?$/.exec(await confirm.getByRole('heading').innerText())?.[1] ?? '';
    expect(versionName).toMatch(/^v\d+$/);
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await toolbar.getByText(`Live: ${versionName}`).waitFor();
    await page.getByText(`${versionName} is live now: every channel answers with it.`).waitFor();
    expect(await toolbar.getByText('Unpublished changes').count()).toBe(0);
    await expect.poll(() => publish.isDisabled()).toBe(true);
    await expect.poll(() => hasFocus(publish)).toBe(true);
    expect(await publish.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent)).toBe('This version is the live one.');
    await shot(page, 'keyboard-published');
    const { publishState } = await graphql<{ publishState: { live: { versionName: string } | null; history: Array<{ versionName: string; kind: string }> } }>(
      baseUrl,
      token,
      'query ($botId: ID!) { publishState(botId: $botId) { live { versionName } history { versionName kind } } }',
      { botId },
      companyId,
    );
    expect(publishState.live?.versionName).toBe(versionName);
    expect(publishState.history[0]).toEqual({ versionName, kind: 'PUBLISH' });

    // The Test button (shift+Tab from Publish) opens the test chat of the draft, here the version just published.
    const test = toolbar.getByRole('button', { name: 'Test', exact: true });
    await tabUntil(page, () => hasFocus(test), { back: true });
    const [chat] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await chat.waitForURL((url) => url.pathname === '/chatbot-test' && url.searchParams.get('version') === 'draft');
    const log = chat.getByRole('log', { name: 'Conversation with Keyboard desk' });
    const answer = chat.getByRole('textbox', { name: 'Your message' });
    const ended = chat.getByRole('status').filter({ hasText: 'The conversation has ended.' });
    /** The question arrives; the answer typed is sent with Enter; the end follows. What the log shows, line by line. */
    const talk = async (name: string) => {
      await log.getByText(QUESTION).waitFor();
      await tabUntil(chat, () => hasFocus(answer));
      await chat.keyboard.type(name);
      await chat.keyboard.press('Enter');
      await ended.waitFor();
      return (await log.locator('.chat-message').allInnerTexts()).map((line) => line.replace(/\s+/g, ' ').trim());
    };
    expect(await talk('Ada')).toEqual([`Keyboard desk: ${QUESTION}`, 'You: Ada']);
    await shot(chat, 'keyboard-test-chat');

    // The published version, as a visitor gets it: the version switch (shift+Tab up to the chosen Draft,
    // then the arrow key to Published, as radios go) starts a new conversation.
    const published = chat.getByRole('radio', { name: 'Published (live)' });
    const draft = chat.getByRole('radio', { name: 'Draft (newest saved)' });
    await tabUntil(chat, () => hasFocus(draft), { back: true });
    await chat.keyboard.press('ArrowLeft');
    await expect.poll(() => published.isChecked()).toBe(true);
    await chat.waitForURL((url) => url.searchParams.get('version') === 'published');
    await expect.poll(() => ended.count()).toBe(0);
    expect(await talk('Grace')).toEqual([`Keyboard desk: ${QUESTION}`, 'You: Grace']);
    await context.close();
  });
});
