import { describe, expect, it } from 'vitest';
import type { FlowModule } from '../../services/contracts/flow';
import { connectSlot, disconnectSlot, FALLBACK_SLOT, isSelfFallback, linksOf, NEXT_SLOT, outputSlots, slotChangeEvent, slotOf, truncateLabel, type SlotChange } from './slots';
import { readModule, type StoredModule } from '../../services/contracts/modules/storedFlow';

const mod = (over: Partial<StoredModule> & Pick<StoredModule, 'id' | 'type'>): FlowModule =>
  readModule({
    name: over.id,
    position: { x: 0, y: 0 },
    connections: [],
    settings: {},
    ...over,
  });

const keys = (module: FlowModule) => outputSlots(module).map((s) => s.key);
const labels = (module: FlowModule) => outputSlots(module).map((s) => s.text ?? `<${s.fixed}>`);
const connectionsOf = (change: SlotChange) => (change.kind === 'connections' ? change.connections : null);

const quickReply = mod({
  id: 'menu',
  type: 'SELECTION',
  settings: {
    selectionType: 'QUICKREPLY',
    payloads: [
      { id: 'b1', text: 'Opening hours' },
      { id: 'b2', text: 'Shipping' },
    ],
  },
  connections: [{ id: 'hours', optionID: 'b1' }, { id: 'after' }],
  fallback: 'menu',
  fallbackCount: 2,
});

describe('output slots (docs/module-settings.md)', () => {
  it('gives START a next output and no fallback, END no output at all, and both no fallback', () => {
    expect(keys(mod({ id: 's', type: 'START' }))).toEqual([NEXT_SLOT]);
    expect(keys(mod({ id: 'e', type: 'END' }))).toEqual([]);
  });

  it('gives every other module next and fallback', () => {
    for (const type of ['MESSAGE', 'HANDOVER', 'INPUT', 'CODESTATION', 'INTEGRATION', 'EMAIL', 'GENERIC'] as const) {
      expect(keys(mod({ id: 'm', type }))).toEqual([NEXT_SLOT, FALLBACK_SLOT]);
    }
  });

  it('gives a quick reply one output per button, labelled with the button text', () => {
    expect(keys(quickReply)).toEqual(['option:b1', 'option:b2', NEXT_SLOT, FALLBACK_SLOT]);
    expect(labels(quickReply)).toEqual(['Opening hours', 'Shipping', '<next>', '<fallback>']);
  });

  it('gives a card selection one output per card and per card button', () => {
    const cards = mod({
      id: 'c',
      type: 'SELECTION',
      settings: {
        selectionType: 'CARD',
        payloads: [
          {
            id: 'c1',
            title: 'Red shoes',
            buttons: [
              { id: 'x', text: 'Buy' },
              { id: 'y', text: 'More' },
            ],
          },
          { id: 'c2', title: '', subtitle: 'Blue', buttons: [] },
          { id: 'c3', title: '' },
        ],
      },
    });
    expect(keys(cards)).toEqual(['card:c1', 'card:c1:button:x', 'card:c1:button:y', 'card:c2', 'card:c3', NEXT_SLOT, FALLBACK_SLOT]);
    expect(labels(cards).slice(0, 5)).toEqual(['Red shoes', 'Buy', 'More', 'Blue', '#3']);
    const button = outputSlots(cards)[1];
    expect(button?.match).toEqual({ cardID: 'c1', buttonID: 'x' });
  });

  it('gives a list selection one output per row, labelled with the row title', () => {
    const list = mod({
      id: 'l',
      type: 'SELECTION',
      settings: {
        selectionType: 'LIST',
        payloads: [
          {
            listSectionTitle: 'S',
            listCardRow: [
              { id: 'r1', listRowTitle: 'Row one' },
              { id: 'r2', listRowTitle: 'Row two' },
            ],
          },
        ],
      },
    });
    expect(keys(list)).toEqual(['option:r1', 'option:r2', NEXT_SLOT, FALLBACK_SLOT]);
    expect(labels(list).slice(0, 2)).toEqual(['Row one', 'Row two']);
  });

  it('gives an AI module one output per connected intent', () => {
    const ai = mod({
      id: 'ai',
      type: 'AI',
      connections: [
        { id: 'a', intent: 'greet', tags: ['n'] },
        { id: 'b', intent: 'bye' },
        { id: 'c', intent: 'greet' },
      ],
    });
    expect(keys(ai)).toEqual(['intent:greet', 'intent:bye', NEXT_SLOT, FALLBACK_SLOT]);
  });

  it('gives an auto generative module its intents, and message limit / return-as-parameter only when switched on', () => {
    const generative = mod({ id: 'g', type: 'GENERATIVE', settings: { intents: [{ name: 'price' }, { name: 'stock' }] } });
    expect(keys(generative)).toEqual(['intent:price', 'intent:stock', NEXT_SLOT, FALLBACK_SLOT]);
    const both = mod({ id: 'g', type: 'GENERATIVE', settings: { intents: [], useMessageLimit: true, returnAnswerAsParameterOnly: true } });
    expect(keys(both)).toEqual(['option:messageLimit', 'option:returnAsParameter', NEXT_SLOT, FALLBACK_SLOT]);
    expect(labels(both).slice(0, 2)).toEqual(['<messageLimit>', '<returnAsParameter>']);
  });

  it('gives a standard logic module one output per condition with its text, a personalized one the personalization output', () => {
    const logic = mod({
      id: 'lg',
      type: 'LOGIC',
      settings: {
        payloads: [
          { id: 'k1', ifCondition: '#service', ifOperator: 'EQUALS', ifTargets: ['Urgent', 'Now'] },
          { id: 'k2', ifCondition: '#name', ifOperator: 'IS_EMPTY', ifTargets: [] },
        ],
      },
    });
    expect(keys(logic)).toEqual(['option:k1', 'option:k2', NEXT_SLOT, FALLBACK_SLOT]);
    expect(labels(logic).slice(0, 2)).toEqual(['#service EQUALS Urgent, Now', '#name IS_EMPTY']);
    const personalized = mod({ id: 'lg', type: 'LOGIC', settings: { logicTab: 'PERSONALIZED', payloads: [{ id: 'k1' }] } });
    expect(keys(personalized)).toEqual(['option:personalization', NEXT_SLOT, FALLBACK_SLOT]);
  });

  it('gives a language module one output per route, payments succeed/failed without next, commerce no stock', () => {
    const language = mod({
      id: 'lang',
      type: 'LANGUAGE',
      settings: {
        payloads: [
          { id: 'p1', languageId: 'en' },
          { id: 'p2', languageId: 'tr' },
        ],
      },
    });
    expect(keys(language)).toEqual(['option:p1', 'option:p2', NEXT_SLOT, FALLBACK_SLOT]);
    expect(labels(language).slice(0, 2)).toEqual(['en', 'tr']);
    expect(keys(mod({ id: 'pay', type: 'PAYMENTS' }))).toEqual(['option:paymentSucceed', 'option:paymentFailed', FALLBACK_SLOT]);
    expect(keys(mod({ id: 'com', type: 'COMMERCE' }))).toEqual(['option:noStock', NEXT_SLOT, FALLBACK_SLOT]);
  });

  it('gives an AI agent one output per exit function', () => {
    const agent = mod({ id: 'ag', type: 'SUPPORT_AGENT', settings: { allExitFunctions: ['handover', 'checkout'] } });
    expect(keys(agent)).toEqual(['option:function:handover', 'option:function:checkout', NEXT_SLOT, FALLBACK_SLOT]);
    expect(labels(agent).slice(0, 2)).toEqual(['handover', 'checkout']);
    expect(outputSlots(agent)[1]?.match).toEqual({ optionID: 'function:checkout' });
  });

  it('truncates long labels at 30 characters: 29 and an ellipsis', () => {
    expect(truncateLabel('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateLabel('a'.repeat(31))).toBe(`${'a'.repeat(29)}…`);
    const long = mod({ id: 'q', type: 'SELECTION', settings: { selectionType: 'QUICKREPLY', payloads: [{ id: 'b', text: 'Tell me everything about shipping costs' }] } });
    expect(outputSlots(long)[0]?.text).toBe('Tell me everything about ship…');
  });

  it('ignores payloads without an id', () => {
    const broken = mod({ id: 'q', type: 'SELECTION', settings: { selectionType: 'QUICKREPLY', payloads: [{ text: 'no id' }, 'x', null] } });
    expect(keys(broken)).toEqual([NEXT_SLOT, FALLBACK_SLOT]);
  });
});

describe('which slot a connection is drawn from', () => {
  it('maps plain, option, card, card button and intent connections to their slots', () => {
    const cards = mod({ id: 'c', type: 'SELECTION', settings: { selectionType: 'CARD', payloads: [{ id: 'c1', title: 'T', buttons: [{ id: 'x', text: 'Buy' }] }] } });
    expect(slotOf(cards, { id: 't', cardID: 'c1' })).toBe('card:c1');
    expect(slotOf(cards, { id: 't', cardID: 'c1', buttonID: 'x' })).toBe('card:c1:button:x');
    expect(slotOf(cards, { id: 't' })).toBe(NEXT_SLOT);
    expect(slotOf(quickReply, { id: 't', optionID: 'b2' })).toBe('option:b2');
    const ai = mod({ id: 'ai', type: 'AI', connections: [{ id: 'a', intent: 'greet', tags: ['x'] }] });
    expect(slotOf(ai, { id: 'a', intent: 'greet', tags: ['x'] })).toBe('intent:greet');
  });

  it('does not draw a connection whose slot is gone, nor a leftover {optionID: "fallback"}', () => {
    expect(slotOf(quickReply, { id: 't', optionID: 'removed-button' })).toBeNull();
    expect(slotOf(quickReply, { id: 't', cardID: 'c9' })).toBeNull();
    expect(slotOf(mod({ id: 'ai', type: 'AI' }), { id: 't', optionID: 'fallback' })).toBeNull();
    expect(slotOf(mod({ id: 'e', type: 'END' }), { id: 't' })).toBeNull();
    expect(slotOf(mod({ id: 'p', type: 'PAYMENTS' }), { id: 't' })).toBeNull();
  });
});

describe('links of a flow', () => {
  it('draws connections and fallbacks (self fallbacks too), not links to missing modules nor hidden slots', () => {
    const hours = mod({ id: 'hours', type: 'MESSAGE', connections: [{ id: 'gone' }] });
    const after = mod({ id: 'after', type: 'END' });
    const ai = mod({ id: 'ai', type: 'AI', connections: [{ id: 'hours', optionID: 'fallback' }], fallback: 'hours' });
    const links = linksOf([quickReply, hours, after, ai]);
    expect(links.map((l) => l.id).sort()).toEqual(['ai|fallback|hours', 'menu|fallback|menu', 'menu|next|after', 'menu|option:b1|hours'].sort());
  });

  it('draws no fallback for START even when one is stored', () => {
    const start = mod({ id: 's', type: 'START', fallback: 'm' });
    expect(linksOf([start, mod({ id: 'm', type: 'MESSAGE' })])).toEqual([]);
  });
});

describe('connecting and disconnecting slots', () => {
  it('connects an empty option slot, keeping the other connections', () => {
    expect(connectionsOf(connectSlot(quickReply, 'option:b2', 'ship'))).toEqual([{ id: 'hours', optionID: 'b1' }, { id: 'after' }, { id: 'ship', optionID: 'b2' }]);
  });

  it('reconnects a slot: one target per slot, the old link replaced', () => {
    expect(connectionsOf(connectSlot(quickReply, 'option:b1', 'other'))).toEqual([{ id: 'after' }, { id: 'other', optionID: 'b1' }]);
    expect(connectionsOf(connectSlot(quickReply, NEXT_SLOT, 'other'))).toEqual([{ id: 'hours', optionID: 'b1' }, { id: 'other' }]);
  });

  it('changes nothing when a slot is linked to the target it already has, or the slot does not exist', () => {
    expect(connectSlot(quickReply, 'option:b1', 'hours')).toEqual({ kind: 'none' });
    expect(connectSlot(quickReply, 'option:nope', 'hours')).toEqual({ kind: 'none' });
    expect(disconnectSlot(quickReply, 'option:b2', 'hours')).toEqual({ kind: 'none' });
  });

  it('stores card and card-button links with cardID and buttonID', () => {
    const cards = mod({ id: 'c', type: 'SELECTION', settings: { selectionType: 'CARD', payloads: [{ id: 'c1', title: 'T', buttons: [{ id: 'x', text: 'Buy' }] }] } });
    expect(connectionsOf(connectSlot(cards, 'card:c1', 't'))).toEqual([{ id: 't', cardID: 'c1' }]);
    expect(connectionsOf(connectSlot(cards, 'card:c1:button:x', 't'))).toEqual([{ id: 't', cardID: 'c1', buttonID: 'x' }]);
  });

  it("keeps an intent's notes (tags) when its link is pointed elsewhere", () => {
    const ai = mod({ id: 'ai', type: 'AI', connections: [{ id: 'a', intent: 'greet', tags: ['say hi'] }] });
    expect(connectionsOf(connectSlot(ai, 'intent:greet', 'b'))).toEqual([{ id: 'b', intent: 'greet', tags: ['say hi'] }]);
  });

  it('stores named outputs with their optionID', () => {
    expect(connectionsOf(connectSlot(mod({ id: 'p', type: 'PAYMENTS' }), 'option:paymentFailed', 'sorry'))).toEqual([{ id: 'sorry', optionID: 'paymentFailed' }]);
    expect(connectionsOf(connectSlot(mod({ id: 'c', type: 'COMMERCE' }), 'option:noStock', 'none'))).toEqual([{ id: 'none', optionID: 'noStock' }]);
  });

  it('removes exactly the dropped link', () => {
    expect(connectionsOf(disconnectSlot(quickReply, 'option:b1', 'hours'))).toEqual([{ id: 'after' }]);
    expect(connectionsOf(disconnectSlot(quickReply, NEXT_SLOT, 'after'))).toEqual([{ id: 'hours', optionID: 'b1' }]);
  });

  it('sets the fallback (keeping its count, 0 by default) and clears it', () => {
    expect(connectSlot(quickReply, FALLBACK_SLOT, 'hours')).toEqual({ kind: 'fallback', target: 'hours', count: 2 });
    expect(connectSlot(mod({ id: 'm', type: 'MESSAGE' }), FALLBACK_SLOT, 'hours')).toEqual({ kind: 'fallback', target: 'hours', count: 0 });
    expect(connectSlot(quickReply, FALLBACK_SLOT, 'menu')).toEqual({ kind: 'none' });
    expect(disconnectSlot(quickReply, FALLBACK_SLOT, 'menu')).toEqual({ kind: 'fallback', target: null, count: 0 });
    expect(disconnectSlot(quickReply, FALLBACK_SLOT, 'elsewhere')).toEqual({ kind: 'none' });
  });

  it('leaves the connections of a removed button in the document but no longer draws them', () => {
    const without = mod({ ...quickReply, settings: { selectionType: 'QUICKREPLY', payloads: [{ id: 'b2', text: 'Shipping' }] } });
    expect(keys(without)).toEqual(['option:b2', NEXT_SLOT, FALLBACK_SLOT]);
    expect(
      linksOf([without, mod({ id: 'hours', type: 'MESSAGE' }), mod({ id: 'after', type: 'END' })])
        .map((l) => l.slot)
        .sort(),
    ).toEqual([FALLBACK_SLOT, NEXT_SLOT]);
    expect(connectionsOf(connectSlot(without, NEXT_SLOT, 'hours'))).toEqual([{ id: 'hours', optionID: 'b1' }, { id: 'hours' }]);
  });

  it('turns changes into designer events', () => {
    expect(slotChangeEvent('m', { kind: 'connections', connections: [{ id: 'x' }] })).toEqual({ type: 'UPDATE_CONNECTIONS', id: 'm', connections: [{ id: 'x' }] });
    expect(slotChangeEvent('m', { kind: 'fallback', target: 'x', count: 3 })).toEqual({ type: 'SET_FALLBACK', id: 'm', target: 'x', count: 3 });
    expect(slotChangeEvent('m', { kind: 'fallback', target: null, count: 0 })).toEqual({ type: 'SET_FALLBACK', id: 'm', target: null });
    expect(slotChangeEvent('m', { kind: 'none' })).toBeNull();
  });

  it("asks before a module's fallback goes to the module itself, and only then", () => {
    expect(isSelfFallback('m', FALLBACK_SLOT, 'm')).toBe(true);
    expect(isSelfFallback('m', FALLBACK_SLOT, 'n')).toBe(false);
    expect(isSelfFallback('m', NEXT_SLOT, 'm')).toBe(false);
  });
});

describe('plain connections', () => {
  it('are the ones without option, card, button, group or intent', async () => {
    const { isPlainConnection } = await import('./slots');
    expect(isPlainConnection({ id: 'x' })).toBe(true);
    expect(isPlainConnection({ id: 'x', tags: ['t'] })).toBe(true);
    expect(isPlainConnection({ id: 'x', optionID: 'o' })).toBe(false);
    expect(isPlainConnection({ id: 'x', groupIndex: 0 })).toBe(false);
    expect(isPlainConnection({ id: 'x', intent: 'i' })).toBe(false);
  });
});
