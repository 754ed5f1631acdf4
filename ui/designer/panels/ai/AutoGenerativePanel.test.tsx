// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../testing/i18n';
import { AutoGenerativePanel } from './AutoGenerativePanel';
import { aiModule, connection, renderAiPanel } from './panelHarness';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const data = {
  knowledgeBases: async () => [{ _id: 'kb1', label: 'Help centre', companyId: 'company-1', createdAt: '', createdBy: '' }],
  aiConnections: async () => [connection('luis', 'LuisCloud'), connection('gpt4', 'Generative AI', { model: 'gpt-4' }), connection('default', 'Generative AI Default')],
  knowledgeBaseIntents: async () => [
    { _id: 'k1', label: 'Refunds', knowledgeBaseId: 'kb1', language: 'en', utterances: [] },
    { _id: 'k2', label: 'Opening hours', knowledgeBaseId: 'kb1', language: 'en', utterances: [] },
  ],
};
const base = { aiMode: 'MESSAGE', knowledgeBaseId: [], toggleForKbOnly: false, useMessageLimit: false, returnAnswerAsParameterOnly: false, intents: [] };

describe('Auto Generative panel', () => {
  it('offers only generative providers; choosing one copies its settings and sets the token maximum from the model', async () => {
    const { user, module } = renderAiPanel(AutoGenerativePanel, aiModule('GENERATIVE', base), data);
    await user.click(await screen.findByRole('button', { name: /AI Provider/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Generative AI connection (Generative AI)', 'Generative AI Default connection (Generative AI Default)']);
    await user.click(screen.getByRole('option', { name: /^Generative AI connection/ }));
    expect(module().settings).toEqual(
      expect.objectContaining({ providerId: 'gpt4', isDefaultProvider: false, generativeAIProviderProperties: { model: 'gpt-4', maxTokenSize: 8192 } }),
    );
    expect((module().settings['generativeModuleSettings'] as { maxTokens: number }).maxTokens).toBe(8192);
  });

  it('chooses one knowledge base, lists its intents with search, and connects an intent', async () => {
    const { user, module } = renderAiPanel(AutoGenerativePanel, aiModule('GENERATIVE', base), data);
    await user.click(await screen.findByRole('button', { name: /Knowledge base/ }));
    await user.click(await screen.findByRole('option', { name: 'Help centre' }));
    expect(module().settings['knowledgeBaseId']).toEqual(['kb1']);
    const list = await screen.findByRole('list', { name: 'Intents' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await user.type(screen.getByRole('textbox', { name: 'Search an intent' }), 'xyz');
    expect(screen.getByText('No intent found!')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Search an intent' }));
    await user.type(screen.getByRole('textbox', { name: 'Search an intent' }), 'ref');
    await user.click(screen.getByRole('button', { name: /Action of Refunds/ }));
    await user.click(await screen.findByRole('option', { name: 'Thanks' }));
    expect(module().connections).toEqual([{ id: 'thanks', intent: 'Refunds' }]);
    expect(module().settings['intents']).toEqual([{ name: 'Refunds' }]);
  });

  it('stores the message limit and the return-as-parameter targets as their canvas slots', async () => {
    const { user, module } = renderAiPanel(AutoGenerativePanel, aiModule('GENERATIVE', base), data);
    await user.click(await screen.findByRole('checkbox', { name: 'Message limit' }));
    await user.click(screen.getByRole('button', { name: /When the limit is reached/ }));
    await user.click(await screen.findByRole('option', { name: 'Thanks' }));
    expect(module().connections).toEqual([{ id: 'thanks', optionID: 'messageLimit' }]);
    await user.click(screen.getByRole('checkbox', { name: 'Return answer as parameter only' }));
    await user.click(screen.getByRole('button', { name: /Then go to/ }));
    await user.click(await screen.findByRole('option', { name: 'Thanks' }));
    expect(module().connections).toContainEqual({ id: 'thanks', optionID: 'returnAsParameter' });
    await user.click(screen.getByRole('checkbox', { name: 'Message limit' }));
    expect(module().settings['useMessageLimit']).toBe(false);
    expect(module().connections).toEqual([{ id: 'thanks', optionID: 'returnAsParameter' }]);
  });

  it('limits persona and prompt to 3000 characters and opens the two settings views with a back arrow', async () => {
    const { user } = renderAiPanel(AutoGenerativePanel, aiModule('GENERATIVE', base), data);
    expect((await screen.findByRole('textbox', { name: 'Persona' })).getAttribute('maxlength')).toBe('3000');
    expect(screen.getByRole('textbox', { name: 'Prompt' }).getAttribute('maxlength')).toBe('3000');
    await user.click(screen.getByRole('button', { name: 'Vector Search Settings' }));
    expect(screen.getByRole('slider', { name: 'Minimum similarity score' }).getAttribute('aria-valuetext')).toBe('0');
    expect(screen.getByRole('slider', { name: 'Tokens' }).getAttribute('max')).toBe('16384');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Open AI Intent Settings' }));
    expect(screen.getByRole('slider', { name: 'Minimum similarity score' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'AUTO GENERATIVE' })).toBeTruthy();
  });
});
