// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en, initTestI18n } from '../../../testing/i18n';
import { BotPanel, LATEST_VERSION } from './BotPanel';
import { choose, moduleOf, optionsOf, renderPanel, selectButton } from '../panelTesting';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const bots = async () => [
  { id: 'bot-1', name: 'This assistant' },
  { id: 'bot-2', name: 'Sales desk' },
  { id: 'bot-3', name: 'Support desk' },
];
const botVersions = async (botId: string) =>
  botId === 'bot-2'
    ? [
        { id: 'v1', name: 'v1', createdAt: '2026-01-01T00:00:00Z' },
        { id: 'v3', name: 'v3', createdAt: '2026-03-01T00:00:00Z' },
        { id: 'v2', name: 'v2', createdAt: '2026-02-01T00:00:00Z' },
      ]
    : [];

describe('Forward To Bot panel', () => {
  it('offers the other assistants of the company and the versions newest first, with Latest', async () => {
    const panel = renderPanel(BotPanel, moduleOf('SWITCH', { botID: '', version: '' }), { data: { bots, botVersions } });
    await screen.findByText(en('panelsMore:bot.assistant'));
    expect(await optionsOf(panel.user, en('panelsMore:bot.assistant'))).toEqual(['Sales desk', 'Support desk']);
    await choose(panel.user, en('panelsMore:bot.assistant'), 'Sales desk');
    expect(panel.module().settings).toMatchObject({ botID: 'bot-2', version: LATEST_VERSION, tags: 'notes kept' });
    await screen.findByText(en('panelsMore:bot.version'));
    expect(await optionsOf(panel.user, en('panelsMore:bot.version'))).toEqual(['Latest', 'v3', 'v2', 'v1']);
    await choose(panel.user, en('panelsMore:bot.version'), 'v2');
    expect(panel.module().settings['version']).toBe('v2');
  });

  it('writes the connection as the plain next connection', async () => {
    const panel = renderPanel(BotPanel, moduleOf('SWITCH', { botID: 'bot-2', version: 'latest' }), { data: { bots, botVersions } });
    await choose(panel.user, en('panelsMore:connection'), 'Thanks');
    expect(panel.module().connections).toEqual([{ id: 'thanks' }]);
  });

  it('shows the query failure with a retry', async () => {
    let calls = 0;
    const panel = renderPanel(BotPanel, moduleOf('SWITCH', {}), {
      data: {
        bots: async () => {
          calls += 1;
          if (calls === 1) throw { kind: 'http', status: 400, body: { statusCode: 400, error: 'Bad', message: '' } };
          return bots();
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(en('designer:errors.queryFailed'));
    await panel.user.click(screen.getByRole('button', { name: en('panelsMore:retry') }));
    await waitFor(() => expect(selectButton(en('panelsMore:bot.assistant'))).toBeTruthy());
  });

  it('is read-only for a viewer', async () => {
    renderPanel(BotPanel, moduleOf('SWITCH', { botID: 'bot-2', version: 'latest' }), { data: { bots, botVersions }, readOnly: true });
    await screen.findByText(en('panelsMore:bot.version'));
    for (const label of ['bot.assistant', 'bot.version', 'connection']) expect(selectButton(en(`panelsMore:${label}`)).hasAttribute('disabled')).toBe(true);
  });
});
