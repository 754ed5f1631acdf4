// @vitest-environment jsdom
import '../../../testing/dom';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en, initTestI18n } from '../../../testing/i18n';
import type { Prediction } from '../../../../services/contracts/designerData';
import { AiActionPanel } from './AiActionPanel';
import { aiModule, connection, renderAiPanel } from './panelHarness';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const ok = { success: true, statusCode: 200 };
const intents = [
  { intent: 'order_status', intent_id: 'i2' },
  { intent: 'Greeting', intent_id: 'i1' },
];

const training = () => within(screen.getByRole('region', { name: 'Training' }));

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('AI Action panel', () => {
  it("offers 'CONNECT AI' when the company has no AI connection, leading to the company profile", async () => {
    const { user, leaveTo } = renderAiPanel(AiActionPanel, aiModule('AI', {}), { aiConnections: async () => [] });
    expect(screen.getByRole('heading', { name: 'AI ACTION' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'CONNECT AI' }));
    expect(leaveTo).toHaveBeenCalledWith('/company-profile?initial=AI&id=company-1');
  });

  it('trains on LUIS Cloud, then publishes after checking the status; the report link leaves with its query', async () => {
    const train = deferred<{ status: string; statusId: string }>();
    const publish = vi.fn(async () => ok);
    const { user, leaveTo } = renderAiPanel(AiActionPanel, aiModule('AI', { aiType: 'ai1' }), {
      aiConnections: async () => [connection('ai1', 'LuisCloud')],
      intentsOf: async () => intents,
      train: () => train.promise,
      trainingStatus: async () => ({ status: 'Success', statusId: '' }),
      publish,
    });
    await user.click(await screen.findByRole('button', { name: 'Train' }));
    expect(screen.getByRole('button', { name: 'Training In Progress...' })).toHaveProperty('disabled', true);
    await act(async () => train.resolve({ status: 'Success', statusId: '' }));
    expect(training().getAllByRole('status')[0]!.textContent).toBe(en('panelsAi:training.successLuisCloud'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(training().getAllByRole('status')[0]!.textContent).toBe('Training finished successfully.'));
    expect(publish).toHaveBeenCalledWith('ai1');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'CONVERSATION REPORT' }));
    expect(leaveTo).toHaveBeenCalledWith('/conversation-report?id=ai1&name=LuisCloud+connection&companyId=company-1&botId=bot-1&version=version-1');
  });

  it('shows a DialogFlow training that is not complete as the training problem', async () => {
    const { user } = renderAiPanel(AiActionPanel, aiModule('AI', { aiType: 'df' }), {
      aiConnections: async () => [connection('df', 'DialogFlow')],
      intentsOf: async () => [],
      train: async () => ({ status: 'Fail', statusId: '0' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Train' }));
    await waitFor(() => expect(training().getAllByRole('status')[0]!.textContent).toBe('A problem happened in training, please try again.'));
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('lists intents sorted, searches with the create box, refuses long and duplicate names, and creates one', async () => {
    const addIntent = vi.fn(async () => ok);
    const { user } = renderAiPanel(AiActionPanel, aiModule('AI', { aiType: 'ai1' }), {
      aiConnections: async () => [connection('ai1', 'CLU')],
      intentsOf: async () => intents,
      addIntent,
    });
    const list = await screen.findByRole('list', { name: 'Intents' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => within(li).getAllByRole('button')[0]!.textContent),
    ).toEqual(['Greeting', 'order_status']);
    const box = screen.getByRole('textbox', { name: 'Create or search an intent' });
    await user.type(box, 'ORD');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.clear(box);
    await user.type(box, 'greeting{Enter}');
    expect(await screen.findByText(en('panelsAi:errors.intentDuplicate'))).toBeTruthy();
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(101));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Intents should not exceed a 100 characters in length.')).toBeTruthy();
    expect(addIntent).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, 'book_flight');
    await user.click(screen.getByRole('button', { name: 'Create Intent' }));
    await waitFor(() => expect(addIntent).toHaveBeenCalledWith('ai1', 'book_flight'));
  });

  it('connects an intent to a module and removes the connection when the intent is deleted', async () => {
    const removeIntent = vi.fn(async () => ok);
    let remote = intents;
    const { user, module } = renderAiPanel(AiActionPanel, aiModule('AI', { aiType: 'ai1' }), {
      aiConnections: async () => [connection('ai1', 'LuisOnPre')],
      intentsOf: async () => remote,
      removeIntent,
    });
    await user.click(await screen.findByRole('button', { name: /Action of Greeting/ }));
    await user.click(await screen.findByRole('option', { name: 'Thanks' }));
    expect(module().connections).toEqual([{ id: 'thanks', intent: 'Greeting' }]);
    await user.click(screen.getByRole('button', { name: 'Delete Greeting' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete this intent? Watch it, you cannot undo this!');
    remote = intents.filter((i) => i.intent_id !== 'i1');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(module().connections).toEqual([]));
    expect(removeIntent).toHaveBeenCalledWith('ai1', 'i1');
  });

  it('VIEWER: provider, mode, Train, intent creation, connections and the report link are disabled', async () => {
    renderAiPanel(AiActionPanel, aiModule('AI', { aiType: 'ai1' }), { aiConnections: async () => [connection('ai1', 'DialogFlow')], intentsOf: async () => intents }, 'VIEWER');
    expect(await screen.findByRole('button', { name: 'Train' })).toHaveProperty('disabled', true);
    // The intent list (with its create box) shows once the provider's intents have loaded.
    await waitFor(() => expect(screen.getByRole('button', { name: /Action of Greeting/ })).toHaveProperty('disabled', true));
    expect(screen.getByRole('button', { name: 'CONVERSATION REPORT' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Create Intent' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Download' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /AI Provider/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /AI Mode/ })).toHaveProperty('disabled', true);
  });

  it('DESIGNER: Train and Upload disabled, Download enabled, intents connectable but not created or deleted', async () => {
    renderAiPanel(AiActionPanel, aiModule('AI', { aiType: 'ai1' }), { aiConnections: async () => [connection('ai1', 'DialogFlow')], intentsOf: async () => intents }, 'DESIGNER');
    expect(await screen.findByRole('button', { name: 'Train' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Greeting' })).toHaveProperty('disabled', true));
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Download' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: /Action of Greeting/ })).toHaveProperty('disabled', false);
  });

  it('defaults the AI mode to MESSAGE', async () => {
    renderAiPanel(AiActionPanel, aiModule('AI', {}), { aiConnections: async () => [connection('ai1', 'CLU')] });
    expect((await screen.findByRole('button', { name: /AI Mode/ })).textContent).toContain('MESSAGE');
  });
});

describe('AI Action panel, generative provider', () => {
  const generative = { aiConnections: async () => [connection('gen', 'OpenAI')] };

  it('tests an input with the module settings and shows intent, score, parameters and usage cost', async () => {
    const answers: Array<ReturnType<typeof deferred<Prediction>>> = [];
    const calls: unknown[] = [];
    const predict = { resolve: (v: unknown) => answers.at(-1)!.resolve(v as Prediction), reject: (e: unknown) => answers.at(-1)!.reject(e) };
    const { user } = renderAiPanel(AiActionPanel, aiModule('AI', { aiType: 'gen' }), {
      ...generative,
      predict: (request) => {
        calls.push(request);
        answers.push(deferred<Prediction>());
        return answers.at(-1)!.promise;
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your input' }), 'fly to Ankara');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(calls[0]).toEqual(expect.objectContaining({ actionId: 'ai-module', id: 'gen', companyId: 'company-1', input: 'fly to Ankara', retryCount: 0 }));
    expect((calls[0] as { aiActionModuleNodeSettings: { temperature: number } }).aiActionModuleNodeSettings.temperature).toBe(0.7);
    await act(async () => predict.resolve({ predictions: [{ intent: 'book_flight', score: 0.91, parameters: { city: 'Ankara' } }], usageCost: 0.002 }));
    expect(screen.getByText('book_flight')).toBeTruthy();
    expect(screen.getByText('0.91')).toBeTruthy();
    expect(screen.getByText('{"city":"Ankara"}')).toBeTruthy();
    expect(screen.getByText('0.002')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Test' }));
    await act(async () => predict.reject(new Error('down')));
    expect(screen.getByRole('alert').textContent).toBe('Testing input has some problem, please try again later');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    await act(async () => predict.resolve({ nothing: true }));
    expect(screen.getByRole('alert').textContent).toBe('Testing input received an invalid response, please try again later');
  });

  it('keeps intents in the module, connects them, and deletes them (with the connection) after confirmation', async () => {
    const { user, module } = renderAiPanel(AiActionPanel, aiModule('AI', { aiType: 'gen' }), generative);
    const box = await screen.findByRole('textbox', { name: 'Create or search an intent' });
    await user.type(box, 'book_flight{Enter}');
    expect(module().settings['aiActionModuleNodeSettings']).toEqual(
      expect.objectContaining({ intents: [{ name: 'book_flight', entities: [] }], temperature: 0.7, maxTokens: 256 }),
    );
    await user.click(screen.getByRole('button', { name: /Action of book_flight/ }));
    await user.click(await screen.findByRole('option', { name: 'Thanks' }));
    expect(module().connections).toEqual([{ id: 'thanks', intent: 'book_flight' }]);
    await user.click(screen.getByRole('button', { name: 'Delete book_flight' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(module().connections).toEqual([]);
    expect((module().settings['aiActionModuleNodeSettings'] as { intents: unknown[] }).intents).toEqual([]);
  });

  it("refuses ';' and ',' in an entity name and more than 10 key/value pairs", async () => {
    const settings = {
      aiType: 'gen',
      aiActionModuleNodeSettings: { intents: [{ name: 'book', entities: [{ name: 'date', ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'v'])) }] }] },
    };
    const { user } = renderAiPanel(AiActionPanel, aiModule('AI', settings), generative);
    await user.click(await screen.findByRole('button', { name: 'book' }));
    await user.type(screen.getByRole('textbox', { name: 'Add an entity' }), 'a;b');
    expect(screen.getByText("You can not add ' ; ' or an ' , ' to an entity")).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Key' }), 'k10');
    await user.type(screen.getByRole('textbox', { name: /^Value/ }), 'number{Enter}');
    expect(screen.getByText('You can have a maximum of 10 key value pairs')).toBeTruthy();
  });
});

describe('AI Action panel, entities', () => {
  it('disables Create Entity for an empty name, refuses Turkish endings, and asks before deleting', async () => {
    const addEntity = vi.fn(async () => ok);
    const { user } = renderAiPanel(AiActionPanel, aiModule('AI', { aiType: 'ai1' }), {
      aiConnections: async () => [connection('ai1', 'CLU')],
      intentsOf: async () => [],
      entitiesOf: async () => [{ entity: 'city', entity_id: 'e1', labels: [{ value: 'Istanbul', synonyms: ['İst'] }] }],
      addEntity,
    });
    await user.click(await screen.findByRole('tab', { name: 'ENTITY' }));
    const create = screen.getByRole('button', { name: 'Create Entity' });
    expect(create).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Create an entity' }), 'şehirş');
    expect(screen.getByText('You can not add turkish characters or spaces to an entity')).toBeTruthy();
    expect(create).toHaveProperty('disabled', true);
    await user.clear(screen.getByRole('textbox', { name: 'Create an entity' }));
    await user.type(screen.getByRole('textbox', { name: 'Create an entity' }), 'color{Enter}');
    await waitFor(() => expect(addEntity).toHaveBeenCalledWith('ai1', 'color'));
    await user.click(await screen.findByRole('button', { name: 'Delete city' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Are you sure you want to delete this entity? Watch it, you cannot undo this!');
  });

  it('edits labels and synonyms and saves them when the editor is closed', async () => {
    const updateEntityLabels = vi.fn(async () => ok);
    const { user } = renderAiPanel(AiActionPanel, aiModule('AI', { aiType: 'ai1' }), {
      aiConnections: async () => [connection('ai1', 'CLU')],
      intentsOf: async () => [],
      entitiesOf: async () => [{ entity: 'city', entity_id: 'e1', labels: [{ value: 'Istanbul', synonyms: [] }] }],
      updateEntityLabels,
    });
    await user.click(await screen.findByRole('tab', { name: 'ENTITY' }));
    await user.click(await screen.findByRole('button', { name: 'city' }));
    await user.type(screen.getByRole('textbox', { name: 'Add a label' }), 'Ankara{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Add a synonym to Istanbul' }), 'Constantinople{Enter}');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(updateEntityLabels).toHaveBeenCalledWith('ai1', 'e1', 'city', [
        { value: 'Istanbul', synonyms: ['Constantinople'] },
        { value: 'Ankara', synonyms: [] },
      ]),
    );
    expect(await screen.findByRole('list', { name: 'Entities' })).toBeTruthy();
  });
});
