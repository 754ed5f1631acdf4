// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en, initTestI18n } from '../../../testing/i18n';
import { EndPanel, StartPanel } from './EndStartPanels';
import { LanguagePanel } from './LanguagePanel';
import { choose, fill, moduleOf, renderPanel, selectButton } from '../panelTesting';
import { WaitForPanel } from './WaitForPanel';
import { ZAP_EDITOR_URL, ZapierPanel } from './ZapierPanel';

beforeAll(() => initTestI18n());
afterEach(cleanup);

describe('Language detection panel', () => {
  const t = (key: string, values?: Record<string, unknown>) => en(`panelsMore:language.${key}`, values);
  const route = (n: number) => within(screen.getByRole('group', { name: t('routeName', { number: n }) }));

  it('adds one route per language and refuses a language used twice', async () => {
    const panel = renderPanel(LanguagePanel, moduleOf('LANGUAGE', { payloads: [] }));
    await panel.user.click(screen.getByRole('button', { name: t('add') }));
    await panel.user.click(screen.getByRole('button', { name: t('add') }));
    const [first, second] = screen.getAllByText(t('language'), { selector: '.select-label' });
    await panel.user.click(within(first!.closest('.select-field') as HTMLElement).getByRole('button'));
    await panel.user.click(await screen.findByRole('option', { name: 'Turkish' }));
    await panel.user.click(within(second!.closest('.select-field') as HTMLElement).getByRole('button'));
    await panel.user.click(await screen.findByRole('option', { name: t('used', { name: 'Turkish' }) }));
    expect(route(2).getByText('There is already a route for this language, please select another.')).toBeTruthy();
    await panel.user.click(within(second!.closest('.select-field') as HTMLElement).getByRole('button'));
    await panel.user.click(await screen.findByRole('option', { name: 'German' }));
    expect(screen.queryByText('There is already a route for this language, please select another.')).toBeNull();
    expect(panel.module().settings['payloads']).toEqual([
      { id: 'm1-lang1', languageId: 'tr' },
      { id: 'm1-lang2', languageId: 'de' },
    ]);
  });

  it("writes each route's connection and removes it with the route", async () => {
    const panel = renderPanel(
      LanguagePanel,
      moduleOf('LANGUAGE', {
        payloads: [
          { id: 'm1-lang1', languageId: 'tr' },
          { id: 'm1-lang2', languageId: 'de' },
        ],
      }),
    );
    const [firstTarget] = screen.getAllByText(t('target'), { selector: '.select-label' });
    await panel.user.click(within(firstTarget!.closest('.select-field') as HTMLElement).getByRole('button'));
    await panel.user.click(await screen.findByRole('option', { name: 'Thanks' }));
    expect(panel.module().connections).toEqual([{ id: 'thanks', optionID: 'm1-lang1' }]);
    await panel.user.click(screen.getByRole('button', { name: t('remove', { number: 1 }) }));
    expect(panel.module().settings['payloads']).toEqual([{ id: 'm1-lang2', languageId: 'de' }]);
    expect(panel.module().connections).toEqual([]);
  });

  it('is read-only for a viewer', () => {
    renderPanel(LanguagePanel, moduleOf('LANGUAGE', { payloads: [{ id: 'r1', languageId: 'tr' }] }), { readOnly: true });
    expect(screen.getByRole('button', { name: t('add') }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: t('remove', { number: 1 }) }).hasAttribute('disabled')).toBe(true);
    expect(selectButton(t('language')).hasAttribute('disabled')).toBe(true);
  });
});

describe('Wait For panel', () => {
  const t = (key: string, values?: Record<string, unknown>) => en(`panelsMore:wait.${key}`, values);

  it('stores the time to wait in seconds whatever unit it is typed in', async () => {
    const panel = renderPanel(WaitForPanel, moduleOf('THIRDPARTY', { timeToWait: 120 }));
    const time = screen.getByRole('textbox', { name: t('time') }) as HTMLInputElement;
    expect(time.value).toBe('2');
    expect(selectButton(t('unit')).textContent).toContain(t('units.m'));
    await choose(panel.user, t('unit'), t('units.h'));
    expect(panel.module().settings['timeToWait']).toBe(7200);
    await fill(panel.user, time, '1.5');
    expect(panel.module().settings['timeToWait']).toBe(5400);
    expect(screen.getByText(t('inSeconds', { seconds: 5400 }))).toBeTruthy();
    await fill(panel.user, time, 'soon');
    expect(screen.getByText(t('errors.amount'))).toBeTruthy();
    expect(panel.module().settings['timeToWait']).toBe(5400);
    await choose(panel.user, en('panelsMore:connection'), 'Thanks');
    expect(panel.module().connections).toEqual([{ id: 'thanks' }]);
  });

  it('shows a time changed elsewhere (undo) and is read-only for a viewer', async () => {
    const panel = renderPanel(WaitForPanel, moduleOf('THIRDPARTY', { timeToWait: 30 }), { readOnly: true });
    expect((screen.getByRole('textbox', { name: t('time') }) as HTMLInputElement).disabled).toBe(true);
    panel.setModule(moduleOf('THIRDPARTY', { timeToWait: 3600 }));
    expect(await screen.findByDisplayValue('1')).toBeTruthy();
    expect(selectButton(t('unit')).textContent).toContain(t('units.h'));
  });
});

describe('Zapier panel', () => {
  const t = (key: string, values?: Record<string, unknown>) => en(`panelsMore:zapier.${key}`, values);
  const data = {
    zaps: async () => [{ id: 'z1', name: 'New lead to CRM' }],
    zapTemplates: async () => [
      {
        title: 'Send leads to Sheets',
        description_plain: 'Adds a row',
        url: 'https://zapier.com/t/1',
        create_url: 'https://zapier.com/create/1',
        slug: 'leads',
        status: 'published',
      },
    ],
  };

  it('chooses a zap and links to templates, the zap editor and the help pages in new tabs', async () => {
    const panel = renderPanel(ZapierPanel, moduleOf('ZAPIER', { zapID: '' }), { data });
    await choose(panel.user, t('zap'), 'New lead to CRM');
    expect(panel.module().settings['zapID']).toBe('z1');
    const use = await screen.findByRole('link', { name: t('useZapFor', { title: 'Send leads to Sheets' }) });
    expect(use.textContent).toBe('USE ZAP');
    expect([use.getAttribute('href'), use.getAttribute('target')]).toEqual(['https://zapier.com/create/1', '_blank']);
    const editor = screen.getByRole('link', { name: t('openEditor') });
    expect([editor.getAttribute('href'), editor.getAttribute('target')]).toEqual([ZAP_EDITOR_URL, '_blank']);
    expect(screen.getByRole('link', { name: t('help') }).getAttribute('target')).toBe('_blank');
  });

  it('is read-only for a viewer', async () => {
    renderPanel(ZapierPanel, moduleOf('ZAPIER', { zapID: 'z1' }), { data, readOnly: true });
    await screen.findAllByText(t('zap'));
    expect(selectButton(t('zap')).hasAttribute('disabled')).toBe(true);
    expect((await screen.findByRole('link', { name: t('useZapFor', { title: 'Send leads to Sheets' }) })).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('Start and End panels', () => {
  it('explain where the conversation starts and that it ends at END', () => {
    renderPanel(StartPanel, moduleOf('START', {}));
    expect(screen.getByText(en('panelsMore:start.text'))).toBeTruthy();
    cleanup();
    renderPanel(EndPanel, moduleOf('END', {}));
    expect(screen.getByText(en('panelsMore:end.text'))).toBeTruthy();
    // Nothing to press in the panel (a toast left by an earlier test may still show its close button).
    expect(screen.queryAllByRole('button').filter((button) => !button.closest('[role="region"]'))).toEqual([]);
  });
});
