// @vitest-environment jsdom
import '../../../testing/dom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FlowConnection, FlowModule } from '../../../../services/contracts/flow';
import { toastQueue } from '../../../kit/toasts';
import { initTestI18n } from '../../../testing/i18n';
import type { ModuleChange } from '../types';
import { PanelHarness } from './panelHarness';
import { SelectionPanel } from './SelectionPanel';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const selection = (settings: Record<string, unknown>, connections: FlowConnection[] = []): FlowModule & { type: 'SELECTION' } => ({
  id: 'sel',
  type: 'SELECTION',
  name: 'Choose',
  position: { x: 0, y: 0 },
  connections,
  settings,
});

function setup(settings: Record<string, unknown>, connections: FlowConnection[] = [], readOnly = false) {
  const changes: ModuleChange[] = [];
  render(<PanelHarness panel={SelectionPanel} initial={selection(settings, connections)} changes={changes} readOnly={readOnly} />);
  return {
    changes,
    user: userEvent.setup(),
    settings: () => changes.filter((c) => c.settings).at(-1)?.settings,
    connections: () => changes.filter((c) => c.connections).at(-1)?.connections,
  };
}

const qrButton = (id: string, text: string, more: Record<string, string> = {}) => ({ id, text, type: 'TEXT', value: '', action: '', link: '', ...more });
const quickReply = (buttons = [qrButton('b1', 'Yes'), qrButton('b2', 'No')]) => ({ selectionType: 'QUICKREPLY', prompt: 'Continue?', payloads: buttons });

async function pick(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('button', { name: new RegExp(label) }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('quick reply', () => {
  it("types the 'Prompt message'", async () => {
    const { user, settings } = setup(quickReply());
    await user.type(screen.getByRole('textbox', { name: 'Prompt message' }), '!');
    expect(settings()).toMatchObject({ prompt: 'Continue?!' });
  });

  it("'+' adds a reply button and opens its editor", async () => {
    const { user, settings } = setup(quickReply());
    await user.click(screen.getByRole('button', { name: 'Add a reply button' }));
    const payloads = settings()!['payloads'] as Array<{ text: string; type: string }>;
    expect(payloads.map((b) => b.text)).toEqual(['Yes', 'No', 'Button 3']);
    expect(payloads[2]).toMatchObject({ type: 'TEXT', value: '', link: '' });
    expect(screen.getByRole('group', { name: 'Button 3' })).toBeTruthy();
  });

  it('each button opens the button editor; Button Text is edited there', async () => {
    const { user, settings } = setup(quickReply());
    await user.click(screen.getByRole('row', { name: 'No' }));
    const editor = screen.getByRole('group', { name: 'Button 2' });
    await user.type(within(editor).getByRole('textbox', { name: 'Button Text' }), 'pe');
    expect((settings()!['payloads'] as Array<{ text: string }>).map((b) => b.text)).toEqual(['Yes', 'Nope']);
  });

  it("a Link button checks its link ('Invalid url'); changing the type clears the value", async () => {
    const { user, settings } = setup(quickReply([qrButton('b1', 'Shop')]));
    const editor = screen.getByRole('group', { name: 'Button 1' });
    await pick(user, editor, 'Button Type', 'Link');
    const link = within(editor).getByRole('textbox', { name: 'Link' });
    expect(within(editor).getByText('Invalid url')).toBeTruthy();
    await user.click(link);
    await user.paste('shop.example');
    expect((settings()!['payloads'] as unknown[])[0]).toMatchObject({ type: 'LINK', link: 'https://shop.example' });
    expect(within(editor).queryByText('Invalid url')).toBeNull();
    await pick(user, editor, 'Button Type', 'Phone');
    expect((settings()!['payloads'] as unknown[])[0]).toMatchObject({ type: 'PHONE', link: '', value: '' });
    const phone = within(editor).getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '0532');
    expect(within(editor).getByText('Enter the phone number like +90XXXXXXXXXX.')).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '+905321234567');
    expect(within(editor).queryByText('Enter the phone number like +90XXXXXXXXXX.')).toBeNull();
    expect((settings()!['payloads'] as unknown[])[0]).toMatchObject({ type: 'PHONE', value: '+905321234567' });
  });

  it("Button Target writes {id, optionID}; 'none' removes it", async () => {
    const { user, connections } = setup(quickReply(), [{ id: 'goodbye' }]);
    const editor = screen.getByRole('group', { name: 'Button 1' });
    await pick(user, editor, 'Button Target', 'Thanks');
    expect(connections()).toEqual([{ id: 'goodbye' }, { id: 'thanks', optionID: 'b1' }]);
    await pick(user, editor, 'Button Target', '— none —');
    expect(connections()).toEqual([{ id: 'goodbye' }]);
  });

  it('removing a button removes its connection', async () => {
    const { user, settings, connections } = setup(quickReply(), [
      { id: 'thanks', optionID: 'b1' },
      { id: 'goodbye', optionID: 'b2' },
    ]);
    await user.click(within(screen.getByRole('group', { name: 'Button 1' })).getByRole('button', { name: 'Remove button' }));
    expect((settings()!['payloads'] as Array<{ id: string }>).map((b) => b.id)).toEqual(['b2']);
    expect(connections()).toEqual([{ id: 'goodbye', optionID: 'b2' }]);
  });

  it('dragging a reply button reorders the payloads and keeps the connections', async () => {
    const { user, settings, changes } = setup(quickReply([qrButton('b1', 'A'), qrButton('b2', 'B'), qrButton('b3', 'C')]), [{ id: 'thanks', optionID: 'b1' }]);
    act(() => screen.getByRole('button', { name: 'Drag A' }).focus());
    await user.keyboard('{Enter}');
    await act(() => new Promise((r) => setTimeout(r, 20)));
    await user.keyboard('{ArrowRight}{Enter}');
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect((settings()!['payloads'] as Array<{ id: string }>).map((b) => b.id)).toEqual(['b2', 'b1', 'b3']);
    expect(changes.every((c) => c.connections === undefined)).toBe(true);
  });

  it("'Add another button' adds a button", async () => {
    const { user, settings } = setup(quickReply());
    await user.click(screen.getByRole('button', { name: 'Add another button' }));
    expect(settings()!['payloads']).toHaveLength(3);
  });

  it('warns that WhatsApp shows at most 3 buttons', async () => {
    const { user } = setup(quickReply([qrButton('b1', 'A'), qrButton('b2', 'B'), qrButton('b3', 'C')]));
    expect(screen.queryByText('WhatsApp shows at most 3 buttons.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a reply button' }));
    expect(screen.getByText('WhatsApp shows at most 3 buttons.')).toBeTruthy();
  });
});

describe('selection type', () => {
  it('changing it asks, then resets payloads and connections and removes the template message', async () => {
    const { user, changes } = setup({ ...quickReply(), templateMessageId: 'tpl-1' }, [{ id: 'goodbye' }, { id: 'thanks', optionID: 'b1' }]);
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/Changing the selection type removes/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(changes).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(changes).toEqual([{ settings: { selectionType: 'CARD', prompt: 'Continue?', payloads: [] }, connections: [{ id: 'goodbye' }] }]);
    expect(screen.getByRole('grid', { name: 'Cards' })).toBeTruthy();
  });

  it('without payloads or template message it changes at once', async () => {
    const { user, changes } = setup({ selectionType: 'QUICKREPLY', payloads: [] });
    await user.click(screen.getByRole('radio', { name: 'List' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(changes.at(-1)?.settings).toEqual({ selectionType: 'LIST', payloads: [{ listSectionTitle: '', listCardRow: [] }] });
  });
});

const cardButton = (id: string) => ({ id, type: 'TEXT', text: 'Text', link: 'https://', value: '', action: '' });
const cards = () => ({
  selectionType: 'CARD',
  payloads: [
    { id: 'c1', title: 'Shoes', subtitle: '', text: '', image: '', buttons: [cardButton('c1b1')] },
    { id: 'c2', title: 'Hats', subtitle: '', text: '', image: '', buttons: [] },
  ],
});

describe('cards', () => {
  it("'Add button' adds a TEXT button with a placeholder link and the text 'Text'", async () => {
    const { user, settings } = setup(cards());
    await user.click(screen.getByRole('button', { name: 'Add button' }));
    const first = (settings()!['payloads'] as Array<{ buttons: unknown[] }>)[0]!;
    expect(first.buttons).toHaveLength(2);
    expect(first.buttons[1]).toMatchObject({ type: 'TEXT', text: 'Text', link: 'https://', value: '' });
  });

  it('the card and its buttons target modules: {id, cardID} and {id, cardID, buttonID}', async () => {
    const { user, connections } = setup(cards());
    const editor = screen.getByRole('group', { name: 'Card 1' });
    await pick(user, editor, 'Card Target', 'Thanks');
    expect(connections()).toEqual([{ id: 'thanks', cardID: 'c1' }]);
    await pick(user, within(editor).getByRole('group', { name: 'Button 1' }), 'Button Target', 'Goodbye');
    expect(connections()).toEqual([
      { id: 'thanks', cardID: 'c1' },
      { id: 'goodbye', cardID: 'c1', buttonID: 'c1b1' },
    ]);
  });

  it('edits the title, File URL and other fields of the chosen card', async () => {
    const { user, settings } = setup(cards());
    await user.click(screen.getByRole('row', { name: 'Hats' }));
    const editor = screen.getByRole('group', { name: 'Card 2' });
    // A pasted address without a scheme gets https:// like a typed one.
    await user.click(within(editor).getByRole('textbox', { name: 'File URL' }));
    await user.paste('img.example/hat.png');
    await user.type(within(editor).getByRole('textbox', { name: 'Subtitle' }), 'Warm');
    expect((settings()!['payloads'] as unknown[])[1]).toMatchObject({ image: 'https://img.example/hat.png', subtitle: 'Warm' });
  });

  it("copying a card adds it after the original and says 'Card Copied.'", async () => {
    const { user, settings } = setup(cards());
    await user.click(screen.getByRole('button', { name: 'Copy card' }));
    const payloads = settings()!['payloads'] as Array<{ id: string; title: string; buttons: Array<{ id: string }> }>;
    expect(payloads.map((c) => c.title)).toEqual(['Shoes', 'Shoes', 'Hats']);
    expect(payloads[1]!.id).not.toBe('c1');
    expect(payloads[1]!.buttons[0]!.id).not.toBe('c1b1');
    expect(toastQueue.visibleToasts.map((t) => t.content)).toContainEqual({ kind: 'success', text: 'Card Copied.' });
  });

  it('removing a card removes its connections (by card id)', async () => {
    const { user, settings, connections } = setup(cards(), [
      { id: 'thanks', cardID: 'c1' },
      { id: 'goodbye', cardID: 'c1', buttonID: 'c1b1' },
      { id: 'goodbye', cardID: 'c2' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove card' }));
    expect((settings()!['payloads'] as Array<{ id: string }>).map((c) => c.id)).toEqual(['c2']);
    expect(connections()).toEqual([{ id: 'goodbye', cardID: 'c2' }]);
  });

  it('removing a card button removes its connection', async () => {
    const { user, connections } = setup(cards(), [
      { id: 'thanks', cardID: 'c1' },
      { id: 'goodbye', cardID: 'c1', buttonID: 'c1b1' },
    ]);
    await user.click(within(screen.getByRole('group', { name: 'Button 1' })).getByRole('button', { name: 'Remove button' }));
    expect(connections()).toEqual([{ id: 'thanks', cardID: 'c1' }]);
  });

  it('aspect ratio (default 1/1) and fit (default contain) are stored in parameters', async () => {
    const { user, settings } = setup(cards());
    const panel = screen.getByRole('region', { name: 'Card' });
    expect(within(panel).getByRole('button', { name: /Aspect ratio/ }).textContent).toContain('1/1');
    expect(within(panel).getByRole('button', { name: /Fit/ }).textContent).toContain('contain');
    await pick(user, panel, 'Aspect ratio', '9/16');
    expect(settings()!['parameters']).toEqual({ aspectRatio: '9/16', fit: 'contain' });
  });

  it('the cards row adds a card with one button', async () => {
    const { user, settings } = setup(cards());
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const payloads = settings()!['payloads'] as Array<{ buttons: unknown[] }>;
    expect(payloads).toHaveLength(3);
    expect(payloads[2]!.buttons).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Card 3' })).toBeTruthy();
  });
});

const row = (id: string, title: string) => ({ id, listRowId: id, listRowTitle: title, listRowDescription: '' });
const list = () => ({
  selectionType: 'LIST',
  messageBoxOptionsButtonText: 'Menu',
  messageBoxBody: 'Pick one',
  listHeader: 'Our menu',
  payloads: [{ listSectionTitle: 'Drinks', listCardRow: [row('r1', 'Tea'), row('r2', 'Coffee')] }],
});

describe('list', () => {
  it('says where lists are supported', () => {
    setup(list());
    expect(screen.getByText('List messages are supported on web messenger and WhatsApp only.')).toBeTruthy();
  });

  it('shows the channel limits of its texts', async () => {
    const { user, settings } = setup(list());
    await user.click(screen.getByRole('textbox', { name: 'Button text' }));
    await user.paste(' and more options');
    expect(screen.getByText('At most 20 characters (21 now).')).toBeTruthy();
    expect(settings()).toMatchObject({ messageBoxOptionsButtonText: 'Menu and more options' });
    const first = screen.getByRole('group', { name: 'Row 1' });
    await user.click(within(first).getByRole('textbox', { name: 'Row title' }));
    await user.paste(' with milk and sugar, hot');
    expect(within(first).getByText('At most 24 characters (28 now).')).toBeTruthy();
  });

  it('edits the section title inside payloads[0]', async () => {
    const { user, settings } = setup(list());
    await user.type(screen.getByRole('textbox', { name: 'Section title' }), '!');
    expect((settings()!['payloads'] as unknown[])[0]).toMatchObject({ listSectionTitle: 'Drinks!' });
  });

  it("a row's target is {id, optionID: row id}; removing the row removes it", async () => {
    const { user, settings, connections } = setup(list());
    const second = screen.getByRole('group', { name: 'Row 2' });
    await pick(user, second, 'Row Target', 'Thanks');
    expect(connections()).toEqual([{ id: 'thanks', optionID: 'r2' }]);
    await user.click(within(screen.getByRole('group', { name: 'Row 2' })).getByRole('button', { name: 'Remove row' }));
    expect((settings()!['payloads'] as Array<{ listCardRow: Array<{ id: string }> }>)[0]!.listCardRow.map((r) => r.id)).toEqual(['r1']);
    expect(connections()).toEqual([]);
  });

  it('adds a row with the same id as listRowId', async () => {
    const { user, settings } = setup(list());
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const rows = (settings()!['payloads'] as Array<{ listCardRow: Array<{ id: string; listRowId: string; listRowTitle: string }> }>)[0]!.listCardRow;
    expect(rows).toHaveLength(3);
    expect(rows[2]!.listRowId).toBe(rows[2]!.id);
    expect(rows[2]!.listRowTitle).toBe('Row 3');
  });
});

describe('read-only', () => {
  it('disables every control and sends nothing', async () => {
    const { user, changes } = setup(quickReply(), [], true);
    expect(screen.getByRole('radio', { name: 'Card' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add a reply button' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add another button' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Button Text' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.type(screen.getByRole('textbox', { name: 'Prompt message' }), 'x');
    expect(changes).toEqual([]);
  });

  it('read-only cards and lists too', () => {
    setup(cards(), [], true);
    expect(screen.getByRole('button', { name: 'Copy card' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Title' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    setup(list(), [], true);
    expect(screen.getByRole('button', { name: 'Add row' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Header' }).hasAttribute('disabled')).toBe(true);
  });
});
