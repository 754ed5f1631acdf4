// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en, initTestI18n } from '../../../testing/i18n';
import { linkHref } from './EmailEditor';
import { EmailPanel } from './EmailPanel';
import { fill, moduleOf, renderPanel } from '../panelTesting';

beforeAll(() => {
  initTestI18n();
  // ProseMirror scrolls the selection into view with layout calls jsdom does not have.
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const box = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  for (const proto of [Range.prototype, Element.prototype, Text.prototype] as Array<{ getClientRects?: unknown; getBoundingClientRect?: unknown }>) {
    proto.getClientRects ??= rects;
    proto.getBoundingClientRect ??= box;
  }
  document.elementFromPoint ??= () => null;
});
afterEach(cleanup);

const t = (key: string, values?: Record<string, unknown>) => en(`panelsMore:email.${key}`, values);
const email = (settings: Record<string, unknown> = {}) => moduleOf('EMAIL', { emailTo: '', emailCc: '', emailSubject: '', emailTemplate: '', ...settings });

describe('Email panel', () => {
  it('checks every address of To and CC, separated by semicolons or commas', async () => {
    const panel = renderPanel(EmailPanel, email({ emailTo: 'sales@shop.com' }));
    const cc = screen.getByRole('textbox', { name: t('cc') });
    await fill(panel.user, cc, 'a@shop.com; wrong, b@shop');
    expect(screen.getByText(t('errors.invalid', { addresses: 'wrong, b@shop' }))).toBeTruthy();
    await fill(panel.user, cc, 'a@shop.com; b@shop.com');
    expect(screen.queryByText(/not valid e-mail/)).toBeNull();
    await fill(panel.user, screen.getByRole('textbox', { name: t('to') }), ' ');
    expect(screen.getByText(t('errors.toRequired'))).toBeTruthy();
    await fill(panel.user, screen.getByRole('textbox', { name: t('subject') }), 'Your order');
    expect(panel.module().settings).toMatchObject({ emailCc: 'a@shop.com; b@shop.com', emailSubject: 'Your order', tags: 'notes kept' });
  });

  it('loads the template editor lazily with the stored HTML and a labelled toolbar', async () => {
    renderPanel(EmailPanel, email({ emailTemplate: '<p>Hello <strong>friend</strong></p>' }));
    const editor = await screen.findByRole('textbox', { name: t('template') }, { timeout: 10000 });
    expect(editor.innerHTML).toContain('<strong>friend</strong>');
    const toolbar = screen.getByRole('toolbar', { name: t('toolbar') });
    for (const tool of ['bold', 'italic', 'underline', 'bulletList', 'orderedList', 'indent', 'outdent', 'align_center', 'link']) {
      expect(toolbar.querySelector(`[aria-label="${t(`tools.${tool}`)}"]`)).not.toBeNull();
    }
    expect(screen.getByRole('button', { name: t('tools.colour', { colour: '#C62828' }) })).toBeTruthy();
  });

  it('stores formatting as HTML in emailTemplate', async () => {
    const panel = renderPanel(EmailPanel, email({ emailTemplate: '<p>Hello</p>' }));
    await screen.findByRole('textbox', { name: t('template') }, { timeout: 10000 });
    await panel.user.click(screen.getByRole('button', { name: t('tools.bulletList') }));
    await waitFor(() => expect(panel.module().settings['emailTemplate']).toContain('<ul><li><p>Hello</p></li></ul>'));
    await panel.user.click(screen.getByRole('button', { name: t('tools.align_center') }));
    await waitFor(() => expect(String(panel.module().settings['emailTemplate'])).toContain('text-align: center'));
  });

  it('makes link addresses absolute', () => {
    expect(linkHref('shop.com/sale')).toBe('https://shop.com/sale');
    expect(linkHref('http://shop.com')).toBe('http://shop.com');
    expect(linkHref('mailto:a@shop.com')).toBe('mailto:a@shop.com');
    expect(linkHref('  ')).toBeNull();
  });

  it('is read-only for a viewer', async () => {
    renderPanel(EmailPanel, email({ emailTemplate: '<p>Hello</p>' }), { readOnly: true });
    const editor = await screen.findByRole('textbox', { name: t('template') }, { timeout: 10000 });
    expect(editor.getAttribute('contenteditable')).toBe('false');
    expect(screen.getByRole('button', { name: t('tools.bold') }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('textbox', { name: t('to') }) as HTMLInputElement).disabled).toBe(true);
  });
});
