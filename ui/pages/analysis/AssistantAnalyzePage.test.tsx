// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AssistantAnalysis } from '../../../services/contracts/assistantAnalysis';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import AssistantAnalyzePage from './AssistantAnalyzePage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const figures: AssistantAnalysis = {
  assistant: { id: 'b1', name: 'Orders', companyId: 'c1' },
  versions: [{ id: 'v1', name: 'First' }],
  totals: { conversations: 4, endedConversations: 3, liveConversations: 1, messages: 10, averageMessages: 2.5, predictions: 3, fallbacks: 1, fallbackRate: 0.25 },
  daily: [{ date: '2026-11-27', conversations: 4 }],
  messageDistribution: [{ from: 3, to: 5, conversations: 4 }],
  votes: { count: 2, average: 3.5, distribution: [{ vote: 5, count: 1 }] },
  modules: [
    { moduleId: 'welcome', name: 'Welcome', type: 'MESSAGE', reached: 4, ended: 0, droppedOff: 0 },
    { moduleId: 'ai', name: 'Understand', type: 'AI', reached: 4, ended: 0, droppedOff: 1 },
  ],
};

function show(loadAnalysis: () => Promise<AssistantAnalysis>) {
  const analysis = { loadAnalysis: vi.fn(loadAnalysis) };
  renderRoute(<AssistantAnalyzePage />, { path: '/assistant-analyze', at: '/assistant-analyze?id=b1&version=v1', actors: consoleActorsForTest({ analysis }) });
  return { analysis, user: userEvent.setup() };
}

const stat = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('assistant analyze page', () => {
  it('shows the figures of the assistant and version in the address, and the path as a table', async () => {
    const { analysis, user } = show(async () => figures);
    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis of Orders' })).toBeTruthy();
    expect(analysis.loadAnalysis).toHaveBeenCalledWith(expect.objectContaining({ botId: 'b1', versionId: 'v1' }), expect.anything());
    expect(stat('Conversations')).toBe('4');
    expect(stat('Fallback rate')).toBe('25.00%');
    expect(stat('Average vote')).toBe('3.50');
    const frame = screen.getByRole('region', { name: 'Path through the flow' });
    await user.click(within(frame).getByRole('button', { name: 'Show as table' }));
    const rows = within(within(frame).getByRole('table', { name: 'Path through the flow' }))
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Module', 'Type', 'Reached', 'Ended here', 'Dropped off'],
      ['Welcome', 'MESSAGE', '4', '0', '0'],
      ['Understand', 'AI', '4', '0', '1'],
    ]);
  });

  it("shows the server's reason when the figures cannot be read, and Try again reads them again", async () => {
    let calls = 0;
    const { analysis, user } = show(async () => {
      calls += 1;
      if (calls === 1) throw httpFailure(404, 'The assistant does not exist.');
      return figures;
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The assistant does not exist.');
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis of Orders' })).toBeTruthy();
    expect(analysis.loadAnalysis).toHaveBeenCalledTimes(2);
  });
});
