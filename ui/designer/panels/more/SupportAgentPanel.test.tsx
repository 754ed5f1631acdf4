// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en, initTestI18n } from '../../../testing/i18n';
import { agentFixture, choose, fill, moduleOf, optionsOf, renderPanel, selectButton } from '../panelTesting';
import { SupportAgentPanel } from './SupportAgentPanel';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const t = (key: string, values?: Record<string, unknown>) => en(`panelsMore:agent.${key}`, values);
const longName = 'Shopping assistant for the summer sale of 2026';
const agent = agentFixture;
const data = {
  partners: async () => [
    { id: 'p1', companyId: 'company-1', partnerName: 'shop' },
    { id: 'p2', companyId: 'company-1', partnerName: 'outlet' },
  ],
  agents: vi.fn(async () => [
    agent({}),
    agent({ versionId: 'v2', agentId: 'a2', agentName: longName, functions: [{ name: 'refund' }] }),
    agent({ versionId: 'v3', agentId: 'a3', agentName: 'Draft one', version: 'DRAFT' }),
    agent({ versionId: 'v4', agentId: 'a4', agentName: 'Unpublished', isPublished: false }),
  ]),
};
const chosen = {
  partnerName: 'shop',
  agentId: 'a1',
  agentVersionId: 'v1',
  agentType: 'shopping',
  allExitFunctions: ['checkout', 'talk_to_human'],
  defaultProductButtonText: 'Add to cart',
  localizedButtonTexts: { tr: 'Sepete ekle' },
};

describe('AI Agent (LLM) panel', () => {
  it('offers only published, non-draft agents, long names cut with a full-name tooltip', async () => {
    const panel = renderPanel(SupportAgentPanel, moduleOf('SUPPORT_AGENT', { partnerName: 'shop' }), { data });
    const names = await optionsOf(panel.user, t('agent'));
    expect(names).toEqual(['Shopper', `${longName.slice(0, 36)}…`]);
    expect(data.agents).toHaveBeenCalledWith('company-1', 'shop');
    await panel.user.click(selectButton(t('agent')));
    expect(
      screen
        .getByRole('option', { name: /Shopping assistant/ })
        .querySelector('span')
        ?.getAttribute('title'),
    ).toBe(longName);
  });

  it('writes one exit action per function of the agent', async () => {
    const panel = renderPanel(SupportAgentPanel, moduleOf('SUPPORT_AGENT', { partnerName: 'shop' }), { data });
    await choose(panel.user, t('agent'), 'Shopper');
    expect(panel.module().settings).toMatchObject({
      agentId: 'a1',
      agentVersionId: 'v1',
      agentType: 'shopping',
      allExitFunctions: ['checkout', 'talk_to_human'],
      tags: 'notes kept',
    });
    await choose(panel.user, t('exitAction', { name: 'checkout' }), 'Thanks');
    await choose(panel.user, t('exitAction', { name: 'talk_to_human' }), 'Sorry');
    expect(panel.module().connections).toEqual([
      { id: 'thanks', optionID: 'function:checkout' },
      { id: 'sorry', optionID: 'function:talk_to_human' },
    ]);
  });

  it('changing the agent clears connections, exit actions and button texts but keeps the account', async () => {
    const panel = renderPanel(SupportAgentPanel, moduleOf('SUPPORT_AGENT', chosen, [{ id: 'thanks', optionID: 'function:checkout' }, { id: 'sorry' }]), { data });
    await choose(panel.user, t('agent'), /Shopping assistant/);
    expect(panel.module().connections).toEqual([]);
    expect(panel.module().settings).toMatchObject({ partnerName: 'shop', agentId: 'a2', allExitFunctions: ['refund'], defaultProductButtonText: '', localizedButtonTexts: {} });
    expect(screen.getAllByText(t('exitAction', { name: 'refund' }), { selector: '.select-label' })).toHaveLength(1);
    expect(screen.queryByText(t('exitAction', { name: 'checkout' }))).toBeNull();
  });

  it('changing the account clears every connection and the agent, replacing the partner name', async () => {
    const panel = renderPanel(SupportAgentPanel, moduleOf('SUPPORT_AGENT', chosen, [{ id: 'thanks', optionID: 'function:checkout' }]), { data });
    await choose(panel.user, t('account'), 'outlet');
    expect(panel.module().connections).toEqual([]);
    expect(panel.module().settings).toEqual({ tags: 'notes kept', partnerName: 'outlet', defaultProductButtonText: 'Add to cart', localizedButtonTexts: { tr: 'Sepete ekle' } });
  });

  it('links to the AI agents of the company profile', async () => {
    const panel = renderPanel(SupportAgentPanel, moduleOf('SUPPORT_AGENT', {}), { data });
    await panel.user.click(screen.getByRole('button', { name: t('manage') }));
    expect(panel.leaveTo).toHaveBeenCalledWith('/company-profile?initial=SUPPORT_AGENT&id=company-1');
  });

  it('shows button text errors only after a save attempt, clears them on edit, and saves without blank rows', async () => {
    const panel = renderPanel(SupportAgentPanel, moduleOf('SUPPORT_AGENT', { ...chosen, defaultProductButtonText: '' }), { data });
    const texts = within(screen.getByRole('region', { name: t('buttonTexts') }));
    await panel.user.click(texts.getByRole('button', { name: t('addLocale') }));
    await panel.user.click(texts.getByRole('button', { name: t('addLocale') }));
    const third = within(texts.getByRole('group', { name: t('localeRow', { number: 3 }) }));
    await fill(panel.user, third.getByRole('textbox', { name: t('buttonText') }), 'x');
    // Nothing shows while editing.
    expect(texts.queryByText('Enter a Default Button Text to continue.')).toBeNull();
    await panel.user.click(texts.getByRole('button', { name: t('saveButtonTexts') }));
    expect(texts.getByText('Enter a Default Button Text to continue.')).toBeTruthy();
    expect(third.getByText('Select Locale to continue.')).toBeTruthy();
    expect(third.getByText('Enter a Button Text between 2 and 20 characters to continue.')).toBeTruthy();
    // The blank second row is not checked.
    expect(within(texts.getByRole('group', { name: t('localeRow', { number: 2 }) })).queryByText(/continue/)).toBeNull();
    expect(panel.module().settings['defaultProductButtonText']).toBe('');
    await fill(panel.user, texts.getByRole('textbox', { name: t('defaultButtonText') }), 'A');
    expect(texts.queryByText('Enter a Default Button Text to continue.')).toBeNull();
    await panel.user.click(texts.getByRole('button', { name: t('saveButtonTexts') }));
    expect(texts.getByText('Enter a Default Button Text between 2 and 20 characters to continue.')).toBeTruthy();
    await fill(panel.user, texts.getByRole('textbox', { name: t('defaultButtonText') }), 'Add to cart');
    // The Turkish locale is used by the first row: other rows do not offer it.
    expect(await optionsOf(panel.user, t('locale'))).toContain('Turkish (tr)');
    await panel.user.click(third.getByRole('button', { name: new RegExp(t('chooseLocale')) }));
    const offered = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).not.toContain('Turkish (tr)');
    await panel.user.click(screen.getByRole('option', { name: 'German (de)' }));
    expect(third.queryByText('Select Locale to continue.')).toBeNull();
    await fill(panel.user, third.getByRole('textbox', { name: t('buttonText') }), 'In den Korb');
    await panel.user.click(texts.getByRole('button', { name: t('saveButtonTexts') }));
    expect(panel.module().settings).toMatchObject({ defaultProductButtonText: 'Add to cart', localizedButtonTexts: { tr: 'Sepete ekle', de: 'In den Korb' }, tags: 'notes kept' });
  });

  it('is read-only for a viewer', async () => {
    renderPanel(SupportAgentPanel, moduleOf('SUPPORT_AGENT', chosen), { data, readOnly: true });
    await screen.findAllByText(t('agent'));
    for (const label of [t('account'), t('agent'), t('exitAction', { name: 'checkout' })]) expect(selectButton(label).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: t('saveButtonTexts') }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: t('manage') }).hasAttribute('disabled')).toBe(true);
  });
});
