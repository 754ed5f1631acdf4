// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiConnectionCalls, AiConnectionRow } from '../../../../machines/ai/aiConnections';
import { SECRET_MASK } from '../../../../services/contracts/aiConnections';
import { consoleConfig } from '../../../../services/contracts/consoleConfig';
import { ConsoleConfigContext } from '../../../app/ConsoleConfigContext';
import { consoleActorsForTest, WithActors } from '../../../testing/consoleActors';
import { initTestI18n } from '../../../testing/i18n';
import { genAiRow, luisRow, stored } from '../../../../tests/paths/models/aiConnections.model';
import { AiConnectionsPanel } from './AiConnectionsPanel';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const httpFailure = (status: number, message = `Server says ${status}`) => ({ kind: 'http' as const, status, body: { statusCode: status, error: 'Error', message } });
function fakeCalls(rows: AiConnectionRow[] = [], overrides: Partial<AiConnectionCalls> = {}): AiConnectionCalls {
  return {
    loadConnections: vi.fn(async () => rows),
    createConnection: vi.fn(async () => ({ id: 'new' })),
    updateConnection: vi.fn(async () => ({ id: 'g1' })),
    deleteConnection: vi.fn(async () => ({ success: true, statusCode: 200 })),
    ...overrides,
  };
}

function renderPanel(calls: AiConnectionCalls, { canEdit = true, devMode = false } = {}) {
  render(
    <ConsoleConfigContext.Provider value={consoleConfig.parse({ devMode })}>
      <WithActors actors={consoleActorsForTest({ aiConnections: calls })}>
        <AiConnectionsPanel companyId="c1" canEdit={canEdit} />
      </WithActors>
    </ConsoleConfigContext.Provider>,
  );
  return userEvent.setup();
}

const popup = () => screen.findByRole('dialog', { name: 'AI & NLP Integration' });

describe('AiConnectionsPanel', () => {
  it('offers a card per type while the company has none, the built-in NLU first; a card opens the popup on that type', async () => {
    const user = renderPanel(fakeCalls());
    const cards = await screen.findByRole('list', { name: 'Select the AI you want to connect.' });
    const names = within(cards)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Select Built-in NLU',
      'Select Dialogflow',
      'Select LUIS (cloud)',
      'Select Watson',
      'Select CLU',
      'Select Generative AI (custom subscription)',
      'Select Generative AI (product subscription)',
    ]);
    expect(screen.queryByRole('button', { name: 'Add AI' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Select Watson' }));
    const dialog = await popup();
    expect(within(dialog).getByRole('tab', { name: 'OVERVIEW' }).getAttribute('aria-selected')).toBe('true');
    expect((within(dialog).getByRole('radio', { name: 'Watson' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByRole('tab', { name: 'DEPLOYMENTS' })).toBeNull();
    await user.click(within(dialog).getByRole('tab', { name: 'CONFIGURATIONS' }));
    expect(within(dialog).getByRole('textbox', { name: 'Service URL' })).toBeTruthy();
    expect(within(dialog).getByLabelText('API key').getAttribute('type')).toBe('password');
    expect(within(dialog).getByRole('textbox', { name: 'Workspace ID' })).toBeTruthy();
  });

  it("shows the fields' texts next to them, then creates the connection and says Saved successfully", async () => {
    const calls = fakeCalls();
    const user = renderPanel(calls);
    await user.click(await screen.findByRole('button', { name: 'Select Watson' }));
    const dialog = await popup();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // A save from OVERVIEW shows CONFIGURATIONS with the texts.
    expect(within(dialog).getByRole('tab', { name: 'CONFIGURATIONS' }).getAttribute('aria-selected')).toBe('true');
    expect(await within(dialog).findAllByText('The field cannot be empty')).toHaveLength(4);
    await user.type(within(dialog).getByRole('textbox', { name: 'AI Name' }), 'W');
    await user.type(within(dialog).getByRole('textbox', { name: 'Service URL' }), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The name must be at least 2 charachters')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid url')).toBeTruthy();
    expect(calls.createConnection).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'AI Name' }), 'atson bot');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Service URL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Service URL' }), 'https://watson.example.com');
    await user.type(within(dialog).getByLabelText('API key'), 'key-1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Workspace ID' }), 'ws-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'AI & NLP Integration' })).toBeNull();
    expect(calls.createConnection).toHaveBeenCalledWith(
      { companyId: 'c1', name: 'Watson bot', type: 'watson', settings: { watson_url: 'https://watson.example.com', watson_api_key: 'key-1', watson_workspace_id: 'ws-1' } },
      expect.anything(),
    );
    await waitFor(() => expect(calls.loadConnections).toHaveBeenCalledTimes(2));
  });

  it('says a name is taken when the server answers 402', async () => {
    const calls = fakeCalls([], { createConnection: vi.fn(async () => Promise.reject(httpFailure(402, 'This AI name is already in use'))) });
    const user = renderPanel(calls);
    await user.click(await screen.findByRole('button', { name: 'Select Built-in NLU' }));
    const dialog = await popup();
    await user.click(within(dialog).getByRole('tab', { name: 'CONFIGURATIONS' }));
    expect(within(dialog).getByText('The built-in NLU needs no account and no keys: choose the language it understands.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'AI Name' }), 'Support');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A provider with this name already exists')).toBeTruthy();
    expect(within(dialog).getByText('This AI name is already in use')).toBeTruthy();
  });

  it('lists the connections: AI Name, Type, Project Name; Edit only for custom Generative AI, Delete for each', async () => {
    renderPanel(fakeCalls([luisRow, genAiRow]));
    const table = await screen.findByRole('table', { name: "The company's AI connections" });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['AI Name', 'Type', 'Project Name', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Support LUIS');
    expect(within(rows[0]!).getByText('LUIS (cloud)')).toBeTruthy();
    expect(within(rows[0]!).getByText('app-1')).toBeTruthy();
    expect(within(rows[1]!).getByText('Generative AI (custom subscription)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit GenAI Support LUIS' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit GenAI Answers GenAI' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Support LUIS' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add AI' })).toBeTruthy();
  });

  it('Add AI offers the chooser; DEPLOYMENTS is there only for custom Generative AI, and an incomplete model says Please fill all the fields', async () => {
    const user = renderPanel(fakeCalls([luisRow]));
    await user.click(await screen.findByRole('button', { name: 'Add AI' }));
    const chooser = await screen.findByRole('dialog', { name: 'Add AI' });
    expect(
      within(chooser)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Built-in NLU', 'Dialogflow', 'LUIS (cloud)', 'Watson', 'CLU', 'Cancel']);
    await user.click(within(chooser).getByRole('button', { name: 'CLU' }));
    const dialog = await popup();
    expect(within(dialog).queryByRole('tab', { name: 'DEPLOYMENTS' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Generative AI (custom subscription)' }));
    await user.click(within(dialog).getByRole('tab', { name: 'DEPLOYMENTS' }));
    expect(within(dialog).getByRole('table', { name: 'Generative models' })).toBeTruthy();
    expect(within(dialog).getByText('gpt-35-turbo')).toBeTruthy();
    expect(within(dialog).getByText('text-embedding-ada-002')).toBeTruthy();
    // The first model of a group can be edited, not removed.
    expect(within(dialog).queryByRole('button', { name: /Remove model 1/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add deployment' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit deployment' });
    await user.type(within(edit).getByRole('textbox', { name: 'Deployment name' }), 'chat');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText('Please fill all the fields')).toBeTruthy();
    await user.type(within(edit).getByRole('textbox', { name: 'Resource name' }), 'res');
    await user.type(within(edit).getByRole('textbox', { name: 'Endpoint' }), 'https://res.openai.example.com');
    await user.type(within(edit).getByLabelText('Key'), 'k');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit deployment' })).toBeNull());
    expect(within(dialog).getByText('chat')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove model 2 of Generative models' })).toBeTruthy();
    // The blank first models still make the save refuse.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please make sure fields are filled for the Generative model')).toBeTruthy();
  });

  it('Edit GenAI shows a stored key as the mask the server answers', async () => {
    const calls = fakeCalls([genAiRow]);
    const user = renderPanel(calls);
    await user.click(await screen.findByRole('button', { name: 'Edit GenAI Answers GenAI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit GenAI' });
    expect((within(dialog).getByRole('radio', { name: 'Generative AI (custom subscription)' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('tab', { name: 'DEPLOYMENTS' }));
    expect(within(dialog).getAllByText(SECRET_MASK)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Edit model 1 of Generative models' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit deployment' });
    const key = within(edit).getByLabelText('Key') as HTMLInputElement;
    expect(key.type).toBe('password');
    expect(key.value).toBe(SECRET_MASK);
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(calls.updateConnection).toHaveBeenCalledWith(
      {
        id: 'g1',
        name: 'Answers GenAI',
        type: 'generativeCustom',
        settings: {
          isDefaultProvider: false,
          generativeAIProviderProperties: { generativeModels: [stored('gpt-35-turbo')], vectorSearchModels: [stored('text-embedding-ada-002')] },
        },
      },
      expect.anything(),
    );
  });

  it('removes a connection after the confirmation and says so', async () => {
    const calls = fakeCalls([luisRow]);
    const user = renderPanel(calls);
    await user.click(await screen.findByRole('button', { name: 'Delete Support LUIS' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to remove the AI Support LUIS?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The AI connection has been removed.')).toBeTruthy();
    expect(calls.deleteConnection).toHaveBeenCalledWith({ id: 'l1', companyId: 'c1' }, expect.anything());
  });

  it("shows the spec's text when a removal is refused", async () => {
    const user = renderPanel(fakeCalls([luisRow], { deleteConnection: vi.fn(async () => Promise.reject(httpFailure(400))) }));
    await user.click(await screen.findByRole('button', { name: 'Delete Support LUIS' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You can not remove this account, please check support team.')).toBeTruthy();
  });

  it('says when the list cannot be read, and reads it again on retry', async () => {
    const loadConnections = vi.fn<AiConnectionCalls['loadConnections']>().mockRejectedValueOnce(httpFailure(500)).mockResolvedValue([luisRow]);
    const user = renderPanel(fakeCalls([], { loadConnections }));
    expect(await screen.findByText('Problem in internet connection')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Support LUIS')).toBeTruthy();
  });

  it('points each provider form to its sandbox in developer mode', async () => {
    const user = renderPanel(fakeCalls(), { devMode: true });
    await user.click(await screen.findByRole('button', { name: 'Select CLU' }));
    const dialog = await popup();
    await user.click(within(dialog).getByRole('tab', { name: 'CONFIGURATIONS' }));
    expect(within(dialog).getByRole('link', { name: '/sandbox/clu' }).getAttribute('href')).toBe('/sandbox/clu');
    expect(within(dialog).getByRole('button', { name: /Primary language/ }).textContent).toContain('en-GB');
  });

  it('shows a USER the table without Add AI, Edit or Delete, and no cards', async () => {
    renderPanel(fakeCalls([luisRow, genAiRow]), { canEdit: false });
    expect(await screen.findByText('Support LUIS')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add AI' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    cleanup();
    renderPanel(fakeCalls([]), { canEdit: false });
    expect(await screen.findByText('This company has no AI connections yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Select/ })).toBeNull();
  });
});
