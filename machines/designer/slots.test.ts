import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FlowConnection, FlowModule } from '../../services/contracts/flow';
import { newModule } from '../../services/contracts/moduleCatalogue';
import { optionIds, slotExists } from './slots';
import { validateFlow } from './validate';

const module = (type: string, settings: Record<string, unknown>): FlowModule => ({ ...newModule(type, { x: 0, y: 0 }, 'm'), settings });
const english = JSON.parse(readFileSync(new URL('../../locales/en/designerSideMenu.json', import.meta.url), 'utf8')) as { validation: Record<string, string> };

describe('connection slots (docs/module-settings.md)', () => {
  const cases: Array<[string, FlowModule, FlowConnection, boolean]> = [
    ['next of a message', module('MESSAGE', {}), { id: 't' }, true],
    ['next of END', module('END', {}), { id: 't' }, false],
    ['next of PAYMENTS (its two outcomes replace it)', module('PAYMENTS', {}), { id: 't' }, false],
    ['a payment outcome', module('PAYMENTS', {}), { id: 't', optionID: 'paymentFailed' }, true],
    ['a quick-reply button', module('SELECTION', { selectionType: 'QUICKREPLY', payloads: [{ id: 'b1' }] }), { id: 't', optionID: 'b1' }, true],
    ['a removed quick-reply button', module('SELECTION', { selectionType: 'QUICKREPLY', payloads: [{ id: 'b1' }] }), { id: 't', optionID: 'b2' }, false],
    ['a list row', module('SELECTION', { selectionType: 'LIST', payloads: [{ listCardRow: [{ id: 'r1' }] }] }), { id: 't', optionID: 'r1' }, true],
    ['a card', module('SELECTION', { selectionType: 'CARD', payloads: [{ id: 'c1', buttons: [{ id: 'k1' }] }] }), { id: 't', cardID: 'c1' }, true],
    ['a card button', module('SELECTION', { selectionType: 'CARD', payloads: [{ id: 'c1', buttons: [{ id: 'k1' }] }] }), { id: 't', cardID: 'c1', buttonID: 'k1' }, true],
    ['a removed card button', module('SELECTION', { selectionType: 'CARD', payloads: [{ id: 'c1', buttons: [] }] }), { id: 't', cardID: 'c1', buttonID: 'k1' }, false],
    ['an AI intent', module('AI', {}), { id: 't', intent: 'greet' }, true],
    ['a generative intent', module('GENERATIVE', { intents: [{ name: 'greet' }] }), { id: 't', intent: 'greet' }, true],
    ['a removed generative intent', module('GENERATIVE', { intents: [] }), { id: 't', intent: 'greet' }, false],
    ['the message limit, when used', module('GENERATIVE', { useMessageLimit: true }), { id: 't', optionID: 'messageLimit' }, true],
    ['the message limit, when not used', module('GENERATIVE', { useMessageLimit: false }), { id: 't', optionID: 'messageLimit' }, false],
    ['a logic condition', module('LOGIC', { payloads: [{ id: 'if1' }] }), { id: 't', optionID: 'if1' }, true],
    ['personalization on the personalized tab', module('LOGIC', { logicTab: 'PERSONALIZED' }), { id: 't', optionID: 'personalization' }, true],
    ['a language route', module('LANGUAGE', { payloads: [{ id: 'l1', languageId: 'en' }] }), { id: 't', optionID: 'l1' }, true],
    ['no stock', module('COMMERCE', {}), { id: 't', optionID: 'noStock' }, true],
    ['an agent exit function', module('SUPPORT_AGENT', { allExitFunctions: ['handoff'] }), { id: 't', optionID: 'function:handoff' }, true],
    ['an option on a module without options', module('INPUT', {}), { id: 't', optionID: 'x' }, false],
  ];
  it.each(cases)('%s: %s', (_, m, connection, exists) => {
    expect(slotExists(m, connection)).toBe(exists);
  });

  it('offers the options of each kind', () => {
    expect(optionIds(module('GENERATIVE', { useMessageLimit: true, returnAnswerAsParameterOnly: true }))).toEqual(['messageLimit', 'returnAsParameter']);
    expect(optionIds(module('PAYMENTS', {}))).toEqual(['paymentSucceed', 'paymentFailed']);
  });

  it('lists a connection whose slot is gone on save, with its text', () => {
    const start = { ...newModule('START', { x: 0, y: 0 }, 'start'), connections: [{ id: 'q' }] };
    const reply = { ...module('SELECTION', { selectionType: 'QUICKREPLY', payloads: [{ id: 'b1' }] }), id: 'q', connections: [{ id: 'end', optionID: 'gone' }] };
    const end = { ...newModule('END', { x: 0, y: 0 }, 'end'), name: 'Goodbye' };
    expect(validateFlow({ formatVersion: 2, modules: [start, reply, end] })).toEqual([
      { moduleId: 'q', kind: 'orphanConnection', text: { key: 'designerSideMenu.validation.orphanConnection', values: { target: 'Goodbye' } } },
    ]);
    expect(english.validation['orphanConnection']).toBe('A connection to {{target}} belongs to an option that no longer exists.');
  });
});
