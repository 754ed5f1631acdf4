import { describe, expect, it } from 'vitest';
import type { FlowModule } from '../../../../services/contracts/flow';
import type { Agent } from '../../../../services/contracts/designerData';
import { agentFixture, typedModule } from '../panelTesting';
import { accountChange, agentChange, exitSlot, needsNameTooltip, offeredAgents } from './agentRules';
import { addressError, splitAddresses } from './emailRules';
import { LANGUAGE_CODES, languageOptions, languageTaken, newRouteId, withLanguage, withoutRoute } from './languageRules';
import { patchSettings, targetOf, withTarget, withoutSlots } from '../shared/moduleEdit';
import { expirationError, paymentsFields, paymentTypeChange, storedAmount, totalAmountError, typedAmount } from './paymentRules';
import { fromSeconds, parseAmount, toSeconds } from './timeUnits';

const module = (settings: Record<string, unknown>, connections: FlowModule['connections'] = []) =>
  typedModule({ id: 'm1', type: 'SUPPORT_AGENT', name: 'Agent', position: { x: 0, y: 0 }, connections, settings });

describe('module edits (docs/module-settings.md)', () => {
  it('merges settings so the side menu fields stay', () => {
    expect(patchSettings(module({ tags: 'n', a: 1 }), { a: 2 })).toEqual({ tags: 'n', a: 2 });
  });
  it('keeps one target per slot, the next slot apart from named ones', () => {
    const connections = [{ id: 'x' }, { id: 'y', optionID: 'noStock' }, { id: 'z', cardID: 'c' }];
    expect(targetOf(connections)).toBe('x');
    expect(targetOf(connections, 'noStock')).toBe('y');
    expect(withTarget(connections, undefined, 'w')).toEqual([{ id: 'y', optionID: 'noStock' }, { id: 'z', cardID: 'c' }, { id: 'w' }]);
    expect(withTarget(connections, 'noStock', null)).toEqual([{ id: 'x' }, { id: 'z', cardID: 'c' }]);
    expect(withoutSlots(connections, (o) => o === 'noStock')).toEqual([{ id: 'x' }, { id: 'z', cardID: 'c' }]);
  });
});

describe('e-mail addresses (spec 5.9)', () => {
  it('splits on semicolons and commas and checks each address', () => {
    expect(splitAddresses('a@x.com; b@y.org ,c@z.io;')).toEqual(['a@x.com', 'b@y.org', 'c@z.io']);
    expect(addressError('a@x.com; b@y.org', true)).toBeNull();
    expect(addressError('a@x.com, nope, c@z', true)).toEqual({ key: 'invalid', addresses: ['nope', 'c@z'] });
    expect(addressError(' ; ', true)).toEqual({ key: 'required' });
    expect(addressError('', false)).toBeNull();
  });
});

describe('language routes (spec 5.9)', () => {
  const routes = [
    { id: 'r1', languageId: 'tr' },
    { id: 'r2', languageId: '' },
  ];
  it('offers 27 languages by name', () => {
    expect(LANGUAGE_CODES).toHaveLength(27);
    const options = languageOptions('en');
    expect(options).toHaveLength(27);
    expect(options.find((o) => o.id === 'tr')?.label).toBe('Turkish');
  });
  it('uses a language once', () => {
    expect(languageTaken(routes, 'r2', 'tr')).toBe(true);
    expect(languageTaken(routes, 'r1', 'tr')).toBe(false);
    expect(withLanguage(routes, 'r2', 'tr')).toBeNull();
    expect(withLanguage(routes, 'r2', 'de')).toEqual([routes[0], { id: 'r2', languageId: 'de' }]);
  });
  it('removes a route with its connection and makes unique route ids', () => {
    expect(withoutRoute(routes, [{ id: 'a', optionID: 'r1' }, { id: 'b' }], 'r1')).toEqual({ routes: [routes[1]], connections: [{ id: 'b' }] });
    expect(newRouteId('m1', [{ id: 'm1-lang2', languageId: '' }])).toBe('m1-lang3');
  });
});

describe('payments and payment (spec 3.2, 4.2, 5.9)', () => {
  it('shows total amount and language for Craftgate only', () => {
    expect(paymentsFields('WHATSAPP_PAYMENT')).toEqual(['currency']);
    expect(paymentsFields('CRAFTGATE')).toEqual(['currency', 'totalAmount', 'language']);
  });
  it('clears the payloads and the integration when the payment type changes', () => {
    expect(paymentTypeChange('WHATSAPP_PAYMENT', 'CRAFTGATE')).toEqual({ paymentType: 'CRAFTGATE', payloads: {}, integrationId: '' });
    expect(paymentTypeChange('CRAFTGATE', 'CRAFTGATE')).toBeNull();
  });
  it('checks expiration and total amount', () => {
    expect(expirationError('')).toBeNull();
    expect(expirationError('300')).toBeNull();
    expect(expirationError('0')).toBe('expiration');
    expect(expirationError('1.5')).toBe('expiration');
    expect(totalAmountError('149.90')).toBeNull();
    expect(totalAmountError('#TOTAL')).toBeNull();
    expect(totalAmountError('-1')).toBe('totalAmount');
    expect(totalAmountError('abc')).toBe('totalAmount');
  });
  it('divides a typed numeric amount by 100 and keeps a parameter as typed', () => {
    expect(storedAmount('1250')).toBe(12.5);
    expect(storedAmount('#AMOUNT')).toBe('#AMOUNT');
    expect(typedAmount(12.5)).toBe('1250');
    expect(typedAmount('#AMOUNT')).toBe('#AMOUNT');
    expect(typedAmount(undefined)).toBe('');
  });
});

describe('time units (spec 9)', () => {
  it('converts s, m and h to seconds and back', () => {
    expect(toSeconds(90, 's')).toBe(90);
    expect(toSeconds(2, 'm')).toBe(120);
    expect(toSeconds(1.5, 'h')).toBe(5400);
    expect(fromSeconds(7200)).toEqual({ amount: 2, unit: 'h' });
    expect(fromSeconds(120)).toEqual({ amount: 2, unit: 'm' });
    expect(fromSeconds(90)).toEqual({ amount: 90, unit: 's' });
    expect(fromSeconds(0)).toEqual({ amount: 0, unit: 's' });
    expect(parseAmount('-1')).toBeNull();
    expect(parseAmount('x')).toBeNull();
    expect(parseAmount(' 3 ')).toBe(3);
  });
});

describe('AI agent (spec 4.2, 9)', () => {
  const agent = (over: Partial<Agent>): Agent => agentFixture({ functions: [{ name: 'checkout' }, { name: 'human' }], version: '3', ...over });

  it('offers only published agents whose version is not DRAFT', () => {
    const list = [agent({}), agent({ agentId: 'a2', isPublished: false }), agent({ agentId: 'a3', version: 'DRAFT' })];
    expect(offeredAgents(list).map((a) => a.agentId)).toEqual(['a1']);
  });
  it('gives names over 36 characters a tooltip', () => {
    expect(needsNameTooltip('x'.repeat(36))).toBe(false);
    expect(needsNameTooltip('x'.repeat(37))).toBe(true);
  });
  it('clears every connection and the agent when the account changes, keeping the rest', () => {
    const m = module({ tags: 'n', partnerName: 'old', agentId: 'a1', agentVersionId: 'v1', allExitFunctions: ['checkout'], defaultProductButtonText: 'Buy' }, [
      { id: 'x' },
      { id: 'y', optionID: exitSlot('checkout') },
    ]);
    expect(accountChange(m, 'new')).toEqual({ settings: { tags: 'n', partnerName: 'new', defaultProductButtonText: 'Buy' }, connections: [] });
    expect(accountChange(m, 'old')).toBeNull();
  });
  it('clears connections, agent data, exit actions and button texts when the agent changes, keeping the account', () => {
    const m = module({ tags: 'n', partnerName: 'shop', agentId: 'a0', agentVersionId: 'v0', defaultProductButtonText: 'Buy', localizedButtonTexts: { tr: 'Al' } }, [{ id: 'x' }]);
    expect(agentChange(m, agent({}))).toEqual({
      settings: {
        tags: 'n',
        partnerName: 'shop',
        agentId: 'a1',
        agentVersionId: 'v1',
        agentType: 'shopping',
        allExitFunctions: ['checkout', 'human'],
        exitActions: {},
        functionConnections: [],
        defaultProductButtonText: '',
        localizedButtonTexts: {},
      },
      connections: [],
    });
    expect(agentChange(module({ agentId: 'a1', agentVersionId: 'v1' }), agent({}))).toBeNull();
  });
});
