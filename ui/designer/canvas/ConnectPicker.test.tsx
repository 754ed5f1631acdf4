// @vitest-environment jsdom
import '../../testing/dom';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { designerMachine } from '../../../machines/designer/designer.machine';
import type { FlowDocument } from '../../../services/contracts/flow';
import { en, initTestI18n } from '../../testing/i18n';
import type { NodeTexts } from '../ModuleNodeView';
import { ConnectPicker, connectTargets } from './ConnectPicker';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const flow: FlowDocument = {
  formatVersion: 2,
  modules: [
    { id: 'start', type: 'START', name: 'Start', position: { x: 0, y: 0 }, connections: [{ id: 'hello' }], settings: {} },
    { id: 'hello', type: 'MESSAGE', name: 'Hello', position: { x: 270, y: 0 }, connections: [{ id: 'end' }], settings: { messageType: 'TEXT', payloads: ['Hi'] } },
    { id: 'again', type: 'MESSAGE', name: 'Hello', position: { x: 270, y: 180 }, connections: [], settings: { messageType: 'TEXT', payloads: ['Hi again'] } },
    { id: 'ask', type: 'INPUT', name: 'Ask', position: { x: 540, y: 180 }, connections: [], settings: { inputType: 'Any' } },
    { id: 'end', type: 'END', name: 'End', position: { x: 540, y: 0 }, connections: [], settings: {} },
  ],
};

const texts = {
  next: 'Next',
  fallback: 'Fallback',
  messageLimit: 'Message limit',
  returnAsParameter: 'Answer as parameter',
  personalization: 'Personalization',
  paymentSucceed: 'Payment Succeed',
  paymentFailed: 'Payment Failed',
  noStock: 'No Stock',
  noText: '(no text)',
  speech: { separator: ', ', output: (output: string) => output },
} satisfies NodeTexts;
const typeName = (type: string) => ({ MESSAGE: 'Message', INPUT: 'Input', END: 'End', START: 'Start' })[type] ?? type;

function setup(readOnly = false) {
  const actor = createActor(designerMachine, { input: { botId: 'b1', versionId: 'v1', flow, readOnly } }).start();
  render(<ConnectPicker actor={actor} texts={texts} typeName={typeName} />);
  const open = (id: string) => act(() => actor.send({ type: 'START_CONNECT', id }));
  const dialog = () => within(screen.getByRole('dialog'));
  const connectionsOf = (id: string) => actor.getSnapshot().context.flow.modules.find((m) => m.id === id);
  return { actor, open, dialog, connectionsOf };
}

describe('the Connect to… picker', () => {
  it('offers every module but START by name and type, numbering names several modules share', () => {
    const offered = connectTargets(flow, typeName, (name, type) => `${name} (${type})`, 'en');
    expect(offered.map((t) => [t.id, t.name, t.label])).toEqual([
      ['ask', 'Ask', 'Ask (Input)'],
      ['end', 'End', 'End (End)'],
      ['hello', 'Hello · 1', 'Hello · 1 (Message)'],
      ['again', 'Hello · 2', 'Hello · 2 (Message)'],
    ]);
  });

  it('opens on the first output with the focus in the module field; typing a name, picking it and Enter connects', async () => {
    const { actor, open, dialog, connectionsOf } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    open('again');
    expect(dialog().getByRole('heading', { name: en('designerCanvas:connect.title', { name: 'Hello' }) })).toBeTruthy();
    const field = dialog().getByRole('combobox', { name: en('designerCanvas:connect.target') });
    expect(document.activeElement).toBe(field);
    // Not connected yet: nothing to remove, nothing to connect until a module is picked.
    expect(dialog().queryByRole('button', { name: en('designerCanvas:connect.remove') })).toBeNull();
    expect(
      dialog()
        .getByRole('button', { name: en('designerCanvas:connect.connect') })
        .hasAttribute('disabled'),
    ).toBe(true);
    await userEvent.type(field, 'as');
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Ask (Input)']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect((field as HTMLInputElement).value).toBe('Ask');
    await userEvent.keyboard('{Enter}');
    expect(connectionsOf('again')?.connections).toEqual([{ id: 'ask' }]);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows where each output leads, removes a connection, and closes with Cancel or Escape changing nothing', async () => {
    const { actor, open, dialog, connectionsOf } = setup();
    open('hello');
    const output = dialog().getByRole('button', { name: new RegExp(en('designerCanvas:connect.output')) });
    expect(output.textContent).toContain(en('designerCanvas:connect.outputOption', { output: 'Next', target: 'End' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    open('hello');
    await userEvent.click(dialog().getByRole('button', { name: en('designerCanvas:connect.cancel') }));
    expect(connectionsOf('hello')?.connections).toEqual([{ id: 'end' }]);
    open('hello');
    await userEvent.click(dialog().getByRole('button', { name: en('designerCanvas:connect.remove') }));
    expect(connectionsOf('hello')?.connections).toEqual([]);
  });

  it('asks before pointing a fallback at its own module; No goes back to the picker, Continue connects', async () => {
    const { actor, open, dialog, connectionsOf } = setup();
    open('ask');
    act(() => actor.send({ type: 'PICK_OUTPUT', slot: 'fallback' }));
    expect(dialog().getByRole('button', { name: new RegExp(en('designerCanvas:connect.output')) }).textContent).toContain(
      en('designerCanvas:connect.outputFreeOption', { output: 'Fallback' }),
    );
    act(() => actor.send({ type: 'CONNECT_TO', targetId: 'ask' }));
    const question = within(screen.getByRole('alertdialog'));
    expect(question.getByText(en('designer:warnings.selfFallback'))).toBeTruthy();
    await userEvent.click(question.getByRole('button', { name: en('designerCanvas:connect.cancel') }));
    expect(actor.getSnapshot().matches({ connecting: 'picking' })).toBe(true);
    act(() => actor.send({ type: 'CONNECT_TO', targetId: 'ask' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: en('designerCanvas:connect.selfContinue') }));
    expect(connectionsOf('ask')?.fallback).toBe('ask');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never opens for a viewer', () => {
    const { open } = setup(true);
    open('hello');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
