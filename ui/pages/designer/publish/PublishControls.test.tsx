// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { designerMachine } from '../../../../machines/designer/designer.machine';
import { backToV1, liveV1, liveV2 } from '../../../../tests/paths/models/publish.model';
import { problemFlow, smallFlow } from '../../../../tests/paths/models/designer.model';
import type { FlowDocument } from '../../../../services/contracts/flow';
import type { PublishState } from '../../../../services/contracts/publish';
import { Toasts } from '../../../kit/Toasts';
import { en, initTestI18n } from '../../../testing/i18n';
import { consoleActorsForTest, WithActors } from '../../../testing/consoleActors';
import type { PublishCalls } from './publishCalls';
import { PublishControls } from './PublishControls';

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

const versions = [
  { id: 'v2', botId: 'b1', name: 'v2', createdAt: '2027-03-02T09:00:00.000Z' },
  { id: 'v1', botId: 'b1', name: 'v1', createdAt: '2027-03-01T09:00:00.000Z' },
];

function setup(options: { live: PublishState; answer?: PublishState; versionId?: string; flow?: FlowDocument; readOnly?: boolean }) {
  const calls = { load: vi.fn<PublishCalls['load']>(async () => options.live), publish: vi.fn<PublishCalls['publish']>(async () => options.answer ?? options.live) };
  const designer = createActor(designerMachine, {
    input: { botId: 'b1', versionId: options.versionId ?? 'v2', flow: options.flow ?? smallFlow, readOnly: options.readOnly ?? false },
  }).start();
  render(
    <WithActors actors={consoleActorsForTest({ publish: calls })}>
      <Toasts />
      <PublishControls actor={designer} versions={versions} />
    </WithActors>,
  );
  return { calls, designer };
}

const publishButton = () => screen.getByRole('button', { name: en('designer:publish.button') });

describe('publishing from the designer toolbar', () => {
  it('shows the live version and that the draft is ahead; Publish asks first, then the channels run the open version', async () => {
    const { calls } = setup({ live: liveV1, answer: liveV2 });
    await screen.findByText(en('designer:publish.live', { name: 'v1' }));
    expect(screen.getByText(en('designer:publish.draftAhead'))).toBeTruthy();
    expect(calls.load).toHaveBeenCalledWith({ botId: 'b1' }, expect.anything());

    await userEvent.click(publishButton());
    const question = await screen.findByRole('alertdialog', { name: en('designer:publish.confirm.title', { name: 'v2' }) });
    expect(within(question).getByText(en('designer:publish.confirm.text', { name: 'v2' }))).toBeTruthy();
    expect(calls.publish).not.toHaveBeenCalled();
    await userEvent.click(within(question).getByRole('button', { name: en('designer:publish.confirm.confirm') }));

    await screen.findByText(en('designer:publish.live', { name: 'v2' }));
    expect(calls.publish).toHaveBeenCalledWith({ botId: 'b1', versionId: 'v2' }, expect.anything());
    expect(screen.queryByText(en('designer:publish.draftAhead'))).toBeNull();
    expect(await screen.findByText(en('designer:publish.published', { name: 'v2' }))).toBeTruthy();
    // The live version is not published again. The button keeps the focus the question gave back, and says why.
    expect(publishButton().getAttribute('aria-disabled') === 'true').toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(publishButton()));
    expect(document.getElementById(publishButton().getAttribute('aria-describedby') ?? '')?.textContent).toBe(en('designer:publish.alreadyLive'));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.publish).toHaveBeenCalledTimes(1);
  });

  it("a version with problems is not published: the save check's list says why", async () => {
    const { calls } = setup({ live: liveV1, flow: problemFlow });
    await screen.findByText(en('designer:publish.live', { name: 'v1' }));
    await userEvent.click(publishButton());
    const blocked = await screen.findByRole('alertdialog', { name: en('designer:publish.blocked.title', { name: 'v2' }) });
    expect(within(blocked).getByText(en('designer:publish.problemsFound', { count: 2 }), { exact: false })).toBeTruthy();
    const items = within(blocked)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([`Ask: ${en('designer:validation.unreachable', { name: 'Ask' })}`, `Ask: ${en('designerSideMenu:validation.inputParamMissing')}`]);
    await userEvent.click(within(blocked).getByRole('button', { name: en('designer:publish.blocked.close') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.publish).not.toHaveBeenCalled();
  });

  it('unsaved changes are saved before publishing', async () => {
    const { designer } = setup({ live: liveV1 });
    await screen.findByText(en('designer:publish.live', { name: 'v1' }));
    designer.send({ type: 'RENAME_MODULE', id: 'msg', name: 'Welcome' });
    await waitFor(() => expect(publishButton().getAttribute('aria-disabled') === 'true').toBe(true));
    expect(screen.getByText(en('designer:publish.saveFirst'))).toBeTruthy();
    expect(screen.getByText(en('designer:publish.draftAhead'))).toBeTruthy();
  });

  it('the history lists who published what and when; roll back asks first and makes the earlier version live', async () => {
    const { calls } = setup({ live: liveV2, answer: backToV1 });
    await screen.findByText(en('designer:publish.live', { name: 'v2' }));
    expect(screen.queryByText(en('designer:publish.draftAhead'))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: en('designer:publish.historyDialog.title') }));
    const history = await screen.findByRole('dialog', { name: en('designer:publish.historyDialog.title') });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['v2', 'v1']);
    expect(within(rows[0]!).getByText(en('designer:publish.kinds.PUBLISH'))).toBeTruthy();
    expect(within(rows[0]!).getByText(en('designer:publish.historyDialog.live'))).toBeTruthy();
    expect(within(rows[1]!).getByText(en('designer:publish.kinds.CREATED'))).toBeTruthy();
    expect(within(rows[1]!).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(rows[1]!).getByRole('cell', { name: /2027/ }).querySelector('time')?.getAttribute('datetime')).toBe('2027-03-01T09:00:00.000Z');

    await userEvent.click(within(rows[1]!).getByRole('button', { name: en('designer:publish.historyDialog.rollback', { name: 'v1' }) }));
    const question = await screen.findByRole('alertdialog', { name: en('designer:publish.rollback.title', { name: 'v1' }) });
    await userEvent.click(within(question).getByRole('button', { name: en('designer:publish.rollback.confirm') }));
    await screen.findByText(en('designer:publish.rolledBack', { name: 'v1' }));
    expect(calls.publish).toHaveBeenCalledWith({ botId: 'b1', versionId: 'v1' }, expect.anything());
    const after = await screen.findByRole('dialog', { name: en('designer:publish.historyDialog.title') });
    expect(
      within(after)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['v1', 'v2', 'v1']);
    expect(screen.getByText(en('designer:publish.live', { name: 'v1' }))).toBeTruthy();
  });

  it('a VIEWER sees the live version and the history, and publishes nothing', async () => {
    setup({ live: liveV2, versionId: 'v1', readOnly: true });
    await screen.findByText(en('designer:publish.live', { name: 'v2' }));
    expect(publishButton().getAttribute('aria-disabled') === 'true').toBe(true);
    await userEvent.click(screen.getByRole('button', { name: en('designer:publish.historyDialog.title') }));
    const history = await screen.findByRole('dialog', { name: en('designer:publish.historyDialog.title') });
    expect(within(history).queryByRole('button', { name: en('designer:publish.historyDialog.rollback', { name: 'v1' }) })).toBeNull();
  });

  it('a failed read says so and tries again on request', async () => {
    const refusal = { kind: 'http', status: 403, body: { statusCode: 403, error: 'FORBIDDEN', message: "You don't have access to this company." } };
    const calls = { load: vi.fn<PublishCalls['load']>().mockRejectedValueOnce(refusal).mockResolvedValue(liveV1), publish: vi.fn<PublishCalls['publish']>() };
    const designer = createActor(designerMachine, { input: { botId: 'b1', versionId: 'v2', flow: smallFlow } }).start();
    render(
      <WithActors actors={consoleActorsForTest({ publish: calls })}>
        <PublishControls actor={designer} versions={versions} />
      </WithActors>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe("You don't have access to this company.");
    await userEvent.click(screen.getByRole('button', { name: en('designer:publish.retry') }));
    await screen.findByText(en('designer:publish.live', { name: 'v1' }));
    expect(calls.load).toHaveBeenCalledTimes(2);
  });
});
