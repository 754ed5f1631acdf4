// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../testing/i18n';
import { AiActionPanel } from './AiActionPanel';
import { aiModule, connection, renderAiPanel } from './panelHarness';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const csv = (name: string, text: string) => new File([text], name, { type: 'text/csv' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('intents upload and download', () => {
  it('uploads utterances to a DialogFlow connection and refuses files with wrong columns', async () => {
    const importIntents = vi.fn(async () => ({ success: true, statusCode: 200 }));
    const { user } = renderAiPanel(AiActionPanel, aiModule('AI', { aiType: 'df' }), {
      aiConnections: async () => [connection('df', 'DialogFlow')],
      intentsOf: async () => [],
      importIntents,
    });
    await screen.findByRole('button', { name: 'Upload' });
    await user.upload(fileInput(), csv('wrong.csv', 'Name,Text\ngreeting,Hi\n'));
    expect(await screen.findByText('Uploaded file has invalid columns.')).toBeTruthy();
    await user.upload(fileInput(), csv('intents.csv', 'Intent,Utterances\ngreeting,Hello\ngreeting,Hey\n'));
    expect(await screen.findByText('Intents have been uploaded successfully')).toBeTruthy();
    expect(importIntents).toHaveBeenCalledWith('df', [
      { Intent: 'greeting', Utterances: 'Hello' },
      { Intent: 'greeting', Utterances: 'Hey' },
    ]);
  });

  it('logs a file with errors to the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderAiPanel(AiActionPanel, aiModule('AI', { aiType: 'df' }), { aiConnections: async () => [connection('df', 'DialogFlow')], intentsOf: async () => [] });
    await screen.findByRole('button', { name: 'Upload' });
    await user.upload(fileInput(), csv('bad.csv', 'Intent,Utterances\ngreeting,Hello,extra\n'));
    expect(await screen.findByText('The file contains errors logged to the console')).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });

  it('puts generative intents with comma-separated entities into the module', async () => {
    const { user, module } = renderAiPanel(AiActionPanel, aiModule('AI', { aiType: 'gen' }), { aiConnections: async () => [connection('gen', 'Generative AI')] });
    await screen.findByRole('button', { name: 'Upload' });
    await user.upload(fileInput(), csv('gen.csv', 'Intent,Entities\nbook_flight,"origin, destination"\n'));
    await waitFor(() =>
      expect((module().settings['aiActionModuleNodeSettings'] as { intents: unknown }).intents).toEqual([
        { name: 'book_flight', entities: [{ name: 'origin' }, { name: 'destination' }] },
      ]),
    );
  });

  it("downloads the intents as 'Data_' + the Istanbul time stamp with the two toasts", async () => {
    const created: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this);
    });
    URL.createObjectURL = vi.fn(() => 'blob:intents');
    URL.revokeObjectURL = vi.fn();
    const toasts = await import('../../../kit/toasts');
    const show = vi.spyOn(toasts, 'showToast');
    const { user } = renderAiPanel(
      AiActionPanel,
      aiModule('AI', { aiType: 'df' }),
      { aiConnections: async () => [connection('df', 'DialogFlow')], intentsOf: async () => [], intentsAndUtterances: async () => [{ intent: 'greeting', utterances: ['Hello'] }] },
      'DESIGNER',
    );
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(created[0]!.download).toMatch(/^Data_\d{2}-\d{2}-\d{4}_\d{2}_\d{2}_\d{2}\.csv$/);
    await waitFor(() => expect(show.mock.calls.map((c) => c[1])).toEqual(['Your intents started to download, please wait a while.', 'Your intents have been downloaded.']));
  });
});
