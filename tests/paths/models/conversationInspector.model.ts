import type { ConversationInspection } from '../../../services/contracts/conversationInspect';
import { conversationInspectorMachine, type ConversationInspectorContext } from '../../../machines/conversations/conversationInspector.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { after, done, failed, httpFailure, networkFailure } from './fixtures';

const at = (second: number) => `2026-11-23T09:30:${String(second).padStart(2, '0')}.000Z`;

/** An open conversation waiting in its INPUT module (state m2), after an invalid reply. */
export const liveInspection: ConversationInspection = {
  conversationId: 'conv-1',
  companyId: 'company-1',
  botId: 'bot-1',
  botName: 'Order helper',
  versionId: 'version-1',
  versionName: 'v3',
  flow: {
    formatVersion: 2,
    modules: [
      { id: 'start', type: 'START', name: 'Start', position: { x: 0, y: 0 }, connections: [{ id: 'hello' }], settings: {} },
      { id: 'hello', type: 'MESSAGE', name: 'Hello', position: { x: 300, y: 0 }, connections: [{ id: 'ask' }], settings: { messageType: 'TEXT', payloads: ['Hello!'] } },
      {
        id: 'ask',
        type: 'INPUT',
        name: 'Order number',
        position: { x: 600, y: 0 },
        connections: [{ id: 'end' }],
        settings: { inputType: 'TEXT', param: 'order', prompt: 'Your order number?', validator: '^\\d{4,20}$' },
      },
      { id: 'end', type: 'END', name: 'End', position: { x: 900, y: 0 }, connections: [], settings: {} },
    ],
  },
  stateValue: { m2: 'waiting' },
  moduleId: 'ask',
  ended: false,
  handedOver: false,
  steps: [
    { at: at(0), moduleId: 'hello', moduleType: 'MESSAGE', versionId: 'version-1', kind: 'bot', text: 'Hello!' },
    { at: at(0), moduleId: 'ask', moduleType: 'INPUT', versionId: 'version-1', kind: 'bot', text: 'Your order number?' },
    { at: at(5), moduleId: 'ask', moduleType: 'INPUT', versionId: 'version-1', kind: 'client', text: '12' },
    { at: at(5), moduleId: 'ask', moduleType: 'INPUT', versionId: 'version-1', kind: 'bot', text: 'Your order number?' },
    { at: at(5), moduleId: 'ask', moduleType: 'INPUT', versionId: 'version-1', kind: 'log', text: 'the reply is not valid input; asked again' },
  ],
};

/** The same conversation after a valid reply: it reached END. */
export const endedInspection: ConversationInspection = {
  ...liveInspection,
  stateValue: null,
  moduleId: 'end',
  ended: true,
  steps: [...liveInspection.steps, { at: at(9), moduleId: 'ask', moduleType: 'INPUT', versionId: 'version-1', kind: 'client', text: '4242' }],
};

export const inspectFailures = [httpFailure(500), httpFailure(400, { message: 'The companyID header is missing.' }), networkFailure];
export const notFoundFailure = httpFailure(404, { message: 'The conversation does not exist.' });

export const conversationInspectorModel: CatalogueEntry = {
  machine: conversationInspectorMachine,
  appActions: [],
  scenarios: [
    {
      name: 'inspect a conversation',
      input: { conversationId: 'conv-1', companyId: 'company-1' },
      events: [
        done('loadInspection', liveInspection),
        done('loadInspection', endedInspection),
        failed('loadInspection', notFoundFailure),
        ...inspectFailures.map((failure) => failed('loadInspection', failure)),
        after('poll', 'conversationInspector.showing.live'),
        { type: 'RETRY' },
        { type: 'SELECT_MODULE', moduleId: 'ask' },
        { type: 'SELECT_MODULE', moduleId: 'not-in-the-flow' },
        { type: 'CLEAR_SELECTION' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as ConversationInspectorContext;
    return [c.inspection?.ended ?? null, c.selectedModuleId, c.error];
  }),
};
