import { describe, expect, it } from 'vitest';
import type { FlowModule } from '../../services/contracts/flow';
import { checkInput, chosenConnection, chosenText, conditionHolds, nextOf, substitute, validatorOf, type LogicCondition } from './rules';

const cond = (ifOperator: string, ifTargets: string[], ifCondition = '#v'): LogicCondition => ({ id: 'c', ifCondition, ifOperator, ifTargets });
const holds = (operator: string, value: string, targets: string[]) => conditionHolds(cond(operator, targets), { v: value });

describe('logic operators (spec 3.3, 5.7)', () => {
  it.each([
    ['CONTAINS', 'I want a refund', ['REFUND'], true],
    ['CONTAINS', 'hello', ['refund', 'bye'], false],
    ['EQUALS', 'Urgent', [' urgent '], true],
    ['EQUALS', 'Urgent', ['later'], false],
    ['NOT_EQUALS', 'a', ['b', 'c'], true],
    ['NOT_EQUALS', 'a', ['b', 'A'], false],
    ['LEN_GREATER', 'abcd', ['3'], true],
    ['LEN_GREATER', 'abc', ['3'], false],
    ['LEN_LESS', 'ab', ['3'], true],
    ['LEN_EQUALS', 'abc', [' 3 '], true],
    ['LEN_EQUALS', 'abc', ['x'], false],
    ['IS_EMPTY', '  ', [], true],
    ['IS_EMPTY', 'x', [], false],
    ['GREATER_THAN', '10,5', ['10'], true],
    ['GREATER_THAN', 'ten', ['1'], false],
    ['LESS_THAN', '9', ['10'], true],
    ['LESS_THAN', '', ['10'], false],
    ['SOMETHING_ELSE', 'a', ['a'], false],
  ] as const)('%s %j %j → %s', (operator, value, targets, expected) => {
    expect(holds(operator, value, [...targets])).toBe(expected);
  });

  it('reads a parameter with #, or the text itself', () => {
    expect(conditionHolds(cond('EQUALS', ['Ada'], '#NAME'), { NAME: 'Ada' })).toBe(true);
    expect(conditionHolds(cond('EQUALS', ['Ada'], 'name: #NAME'), { NAME: 'Ada' })).toBe(false);
    expect(conditionHolds(cond('IS_EMPTY', [], '#missing'), {})).toBe(true);
  });
});

describe('parameters', () => {
  it('substitutes known #names and leaves others', () => {
    expect(substitute('Hi #NAME, your #unknown is #orderNumber.', { NAME: 'Ada', orderNumber: '42' })).toBe('Hi Ada, your #unknown is 42.');
  });
});

describe('input validation (spec 3.3 input types, 5.6)', () => {
  const text = (t: string) => ({ text: t, messageType: 'TEXT' });
  it('applies the validator with its flags', () => {
    expect(checkInput({ inputType: 'TEXT', validator: '^abc$', validatorFlag: 'i' }, text('ABC')).valid).toBe(true);
    expect(checkInput({ inputType: 'TEXT', validator: '^abc$', validatorFlag: '' }, text('ABC'))).toEqual({ valid: false, reason: 'does not match ^abc$' });
    expect(checkInput({ inputType: 'TEXT', validator: '(' }, text('x'))).toEqual({ valid: false, reason: 'the validation pattern does not compile' });
  });
  it('keeps g and y out of the test (a pattern must not remember the last match)', () => {
    expect(validatorOf('a', 'gy')?.flags).toBe('');
    const check = { inputType: 'TEXT' as const, validator: 'a', validatorFlag: 'g' };
    expect([checkInput(check, text('a')).valid, checkInput(check, text('a')).valid]).toEqual([true, true]);
  });
  it('checks the message type of media inputs', () => {
    expect(checkInput({ inputType: 'IMAGE' }, { text: 'https://x/y.png', messageType: 'IMAGE' }).valid).toBe(true);
    expect(checkInput({ inputType: 'IMAGE' }, text('hello'))).toEqual({ valid: false, reason: 'expected a IMAGE message, got TEXT' });
  });
  it('identification: e-mail (em) or phone (pn)', () => {
    expect(checkInput({ inputType: 'IDENTIFICATION', identifier: 'em', param: '#EMAIL' }, text('ada@example.com')).valid).toBe(true);
    expect(checkInput({ inputType: 'IDENTIFICATION', identifier: 'em', param: '#EMAIL' }, text('ada@'))).toEqual({ valid: false, reason: 'not an e-mail address' });
    expect(checkInput({ inputType: 'IDENTIFICATION', param: '#PHONE' }, text('+90 (555) 123-45-67')).valid).toBe(true);
    expect(checkInput({ inputType: 'IDENTIFICATION', param: '#PHONE' }, text('call me'))).toEqual({ valid: false, reason: 'not a phone number' });
  });
  it('Any accepts anything; TEXT refuses an empty reply', () => {
    expect(checkInput({ inputType: 'Any' }, text('')).valid).toBe(true);
    expect(checkInput({ inputType: 'TEXT' }, text('  '))).toEqual({ valid: false, reason: 'empty' });
  });
});

const selection = (settings: Record<string, unknown>, connections: FlowModule['connections']): FlowModule => ({
  id: 's',
  type: 'SELECTION',
  name: 's',
  position: { x: 0, y: 0 },
  connections,
  settings,
});

describe('choosing an option', () => {
  const quick = selection(
    {
      selectionType: 'QUICKREPLY',
      payloads: [
        { id: 'b1', text: 'Yes' },
        { id: 'b2', text: 'No' },
      ],
      keywordsGroups: [{ keywords: ['agent', 'human'], value: 'h' }],
    },
    [{ id: 'y', optionID: 'b1' }, { id: 'n', optionID: 'b2' }, { id: 'next' }],
  );
  it('quick reply: by payload id, by text (case-insensitive), by keyword, or nothing', () => {
    expect(chosenConnection(quick, { text: '', messageType: 'TEXT', payload: 'b2' })?.id).toBe('n');
    expect(chosenConnection(quick, { text: ' yes ', messageType: 'TEXT' })?.id).toBe('y');
    expect(chosenConnection(quick, { text: 'I want a HUMAN please', messageType: 'TEXT' })?.id).toBe('h');
    expect(chosenConnection(quick, { text: 'maybe', messageType: 'TEXT' })).toBeNull();
    expect(chosenText(quick, { text: '', messageType: 'TEXT', payload: 'b1' })).toBe('Yes');
    expect(nextOf(quick)).toBe('next');
  });
  it('card: a card button, or the card itself', () => {
    const card = selection({ selectionType: 'CARD', payloads: [{ id: 'c1', title: 'Red shoes', buttons: [{ id: 'k1', text: 'Buy' }] }] }, [
      { id: 'buy', cardID: 'c1', buttonID: 'k1' },
      { id: 'details', cardID: 'c1' },
    ]);
    expect(chosenConnection(card, { text: 'buy', messageType: 'TEXT' })?.id).toBe('buy');
    expect(chosenConnection(card, { text: '', messageType: 'TEXT', payload: 'c1' })?.id).toBe('details');
    expect(chosenConnection(card, { text: 'red shoes', messageType: 'TEXT' })?.id).toBe('details');
  });
  it('list: a row by id or title', () => {
    const list = selection({ selectionType: 'LIST', payloads: [{ listSectionTitle: 'S', listCardRow: [{ id: 'r1', listRowId: 'r1', listRowTitle: 'Pizza' }] }] }, [
      { id: 'p', optionID: 'r1' },
    ]);
    expect(chosenConnection(list, { text: 'pizza', messageType: 'TEXT' })?.id).toBe('p');
    expect(chosenConnection(list, { text: '', messageType: 'TEXT', payload: 'r1' })?.id).toBe('p');
  });
});
