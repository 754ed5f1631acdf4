// @vitest-environment jsdom
import '../../testing/dom';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { INSPECT_POLL_MS } from '../../../machines/conversations/conversationInspector.machine';
import { endedInspection, liveInspection } from '../../../tests/paths/models/conversationInspector.model';
import type { ConversationInspection } from '../../../services/contracts/conversationInspect';
import { initTestI18n } from '../../testing/i18n';
import { httpFailure } from '../../testing/manualActor';
import { renderRoute } from '../../testing/renderRoute';
import { ConversationInspectorView, type LoadInspection } from './ConversationInspectorView';

beforeAll(() => initTestI18n());
afterEach(cleanup);

function show(load: LoadInspection, { conversationId = 'conv-1' as string | null, clock = new SimulatedClock() } = {}) {
  const view = renderRoute(<ConversationInspectorView conversationId={conversationId} companyId="company-1" load={load} clock={clock} />, { path: '/conversation-inspector' });
  return { ...view, clock, user: userEvent.setup() };
}

const picture = () => screen.findByRole('img', {}, { timeout: 10000 });

describe('conversation inspector page', () => {
  it('names the assistant, version and current module, draws the flow with it highlighted and the last move animated, and lists the path', async () => {
    const load = vi.fn<LoadInspection>(async () => liveInspection);
    const { container, user } = show(load);
    expect(await screen.findByRole('heading', { name: 'Order helper, version v3' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('conv-1', 'company-1', expect.anything());
    expect(screen.getByTestId('ci-current').textContent).toBe('Order number (INPUT)');
    expect(screen.getByTestId('ci-status').textContent).toBe('Open, updated every 2 seconds');
    const chart = await picture();
    // Module names label the states; the INPUT module (state m2) is the active one.
    expect(chart.getAttribute('aria-label')).toContain('m2');
    expect(container.querySelector('rect[data-node="m2"]')?.getAttribute('class')).toContain('chart-active');
    expect(container.querySelector('rect[data-node="m1"]')?.getAttribute('class')).toContain('chart-inactive');
    expect(chart.textContent).toContain('Order number');
    const taken = [...container.querySelectorAll('path.chart-edge-taken')].map((path) => path.getAttribute('data-edge'));
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatch(/^m1:/);

    const path = screen.getByRole('list', { name: 'The modules the conversation went through, with what was said and why, in order' });
    const items = within(path).getAllByRole('listitem');
    expect(
      items.map((item) => [item.querySelector('.ci-step-who')?.textContent, item.querySelector('.ci-step-module')?.textContent, item.querySelector('.ci-step-text')?.textContent]),
    ).toEqual([
      ['Assistant', 'Hello', 'Hello!'],
      ['Assistant', 'Order number', 'Your order number?'],
      ['Person', 'Order number', '12'],
      ['Assistant', 'Order number', 'Your order number?'],
      ['Reason', 'Order number', 'the reply is not valid input; asked again'],
    ]);

    expect(screen.getByText('Select a module in the diagram or in the path to see its details.')).toBeTruthy();
    await user.click(within(items[0]!).getByRole('button', { name: 'Show details of Hello' }));
    const details = screen.getByRole('complementary');
    expect(within(details).getByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(within(details).getByText('MESSAGE')).toBeTruthy();
    expect(within(details).getByText('["Hello!"]')).toBeTruthy();
    await user.click(container.querySelector('rect[data-node="m2"]')!);
    expect(within(details).getByRole('heading', { name: 'Order number' })).toBeTruthy();
    expect(within(details).getByText('The conversation is here')).toBeTruthy();
    expect(within(details).getByText('^\\d{4,20}$')).toBeTruthy();
    await user.click(within(details).getByRole('button', { name: 'Close details' }));
    expect(within(details).queryByRole('heading', { name: 'Order number' })).toBeNull();
  });

  it('reads an open conversation every 2 seconds and stops once it ended', async () => {
    const answers: ConversationInspection[] = [liveInspection, liveInspection, endedInspection];
    let calls = 0;
    const load = vi.fn<LoadInspection>(async () => answers[Math.min(calls++, answers.length - 1)]!);
    const { clock } = show(load);
    await screen.findByTestId('ci-current');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => clock.increment(INSPECT_POLL_MS - 1));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => clock.increment(1));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => clock.increment(INSPECT_POLL_MS));
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('ci-status').textContent).toBe('Ended');
    expect(screen.getByTestId('ci-current').textContent).toBe('Ended at End (END)');
    await act(async () => clock.increment(INSPECT_POLL_MS * 10));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("shows a failed read with the server's message and reads again on Try again", async () => {
    const load = vi
      .fn<LoadInspection>()
      .mockRejectedValueOnce(httpFailure(400, 'The companyID header is missing.'))
      .mockResolvedValue({ ...liveInspection, handedOver: true });
    const { user } = show(load);
    expect((await screen.findByRole('alert')).textContent).toBe('The companyID header is missing.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('ci-status')).textContent).toBe('Open, updated every 2 seconds, Handed over to an agent');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps what is shown when a later read fails, says so, and reads again on Try again', async () => {
    const load = vi.fn<LoadInspection>().mockResolvedValueOnce(liveInspection).mockRejectedValueOnce(httpFailure(409, 'Busy.')).mockResolvedValue(liveInspection);
    const { user, clock } = show(load);
    await screen.findByTestId('ci-current');
    await act(async () => clock.increment(INSPECT_POLL_MS));
    expect((await screen.findByRole('alert')).textContent).toBe('Busy.');
    expect(screen.getByTestId('ci-current').textContent).toBe('Order number (INPUT)');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the conversation is unknown, and when no conversation is named', async () => {
    show(vi.fn<LoadInspection>().mockRejectedValue(httpFailure(404, 'The conversation does not exist.')));
    expect((await screen.findByRole('alert')).textContent).toBe('This conversation does not exist, or it belongs to a company you are not a member of.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();
    const load = vi.fn<LoadInspection>();
    show(load, { conversationId: null });
    expect(screen.getByText('Open the inspector from a conversation on the Conversations screen or from the test chat.')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});
