import { describe, expect, it } from 'vitest';
import { faqTemplate } from '../../server/bots/templates/faq';
import type { FlowDocument, FlowModule } from '../../services/contracts/flow';
import { inputSamples } from '../../machines/flow/modules/input';
import { readSettings } from '../../services/contracts/modules/settingsReading';
import { conditionValues, samplesOfPattern } from '../../machines/flow/pathSamples';
import { generateFlowPaths, integrationAnswer, transitionsOf } from '../../machines/flow/paths';
import { checkInput, conditionHolds } from '../../machines/flow/rules';
import { mod } from './flows';

/** The samples of an INPUT module with these stored settings (its type's path rules, modules/input.ts). */
const validSample = (settings: Record<string, unknown>) => inputSamples(readSettings('INPUT', settings)).valid;
const invalidSample = (settings: Record<string, unknown>) => inputSamples(readSettings('INPUT', settings)).invalid;

const flowOf = (...modules: FlowModule[]): FlowDocument => ({ formatVersion: 2, modules });
const sample = (settings: Record<string, unknown>) => {
  const result = validSample(settings);
  return result.ok ? result.sample.input.text : result.reason;
};

describe('input samples', () => {
  it('uses a known-good value for the spec presets and identification', () => {
    expect(sample({ inputType: 'TEXT', validator: '^(\\+90|0)?\\s?5\\d{2}\\s?\\d{3}\\s?\\d{2}\\s?\\d{2}$' })).toBe('0532 123 45 67');
    expect(sample({ inputType: 'TEXT', validator: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', validatorFlag: 'i' })).toBe('ada@example.com');
    expect(
      sample({ inputType: 'TEXT', validator: '^(0[1-9]|[1-7]\\d|8[01])\\s?([A-PR-VYZ]\\s?\\d{4,5}|[A-PR-VYZ]{2}\\s?\\d{3,4}|[A-PR-VYZ]{3}\\s?\\d{2,3})$', validatorFlag: 'i' }),
    ).toBe('34 ABC 123');
    expect(sample({ inputType: 'IDENTIFICATION', identifier: 'pn', param: '#PHONE' })).toBe('0532 123 45 67');
    expect(sample({ inputType: 'IDENTIFICATION', identifier: 'em', param: '#EMAIL' })).toBe('ada@example.com');
  });

  it('generates a value from a custom pattern and checks it; says "cannot generate" for lookarounds', () => {
    const settings = { inputType: 'TEXT', validator: '^[A-Z]{2}-\\d{3}(x|y)$' };
    const result = validSample(settings);
    expect(result).toEqual({ ok: true, sample: { input: { text: 'AA-000x', messageType: 'TEXT' }, source: 'generated from ^[A-Z]{2}-\\d{3}(x|y)$' } });
    expect(validSample({ inputType: 'TEXT', validator: '^(?=.*\\d)[a-z\\d]{6}$' })).toEqual({
      ok: false,
      reason: 'cannot generate a reply matching the custom pattern ^(?=.*\\d)[a-z\\d]{6}$',
    });
    expect(validSample({ inputType: 'TEXT', validator: '(' })).toEqual({ ok: false, reason: 'the validation pattern ( does not compile, so no reply is valid' });
  });

  it('media inputs take a message of their type; an invalid sample is refused by the same check', () => {
    expect(validSample({ inputType: 'IMAGE' })).toEqual({
      ok: true,
      sample: { input: { text: 'https://example.com/photo.jpg', messageType: 'IMAGE' }, source: 'a IMAGE message' },
    });
    const invalid = invalidSample({ inputType: 'IMAGE' });
    expect(invalid.ok && invalid.sample.input.messageType).toBe('TEXT');
    const date = { inputType: 'TEXT' as const, validator: '^\\d{2}/\\d{2}/\\d{4}$' };
    const refused = invalidSample(date);
    expect(refused.ok && checkInput(date, refused.sample.input).valid).toBe(false);
  });

  it('says every reply is valid when nothing is checked', () => {
    expect(invalidSample({ inputType: 'Any' })).toEqual({ ok: false, reason: 'every reply is valid (input type Any, no validator)' });
  });

  it('pattern samples follow groups, classes, alternatives and quantifiers', () => {
    for (const pattern of ['^\\d{4,20}$', '^(09|1[0-6]):[0-5]\\d$', '^[^\\s@]+@x\\.(com|org)$', '^a*b+c?$', '^[\\s\\S]{1,1000}$']) {
      const values = samplesOfPattern(pattern);
      expect(values.length, pattern).toBeGreaterThan(0);
      expect(
        values.some((v) => new RegExp(pattern).test(v)),
        pattern,
      ).toBe(true);
    }
    expect(samplesOfPattern('^(a)\\1$')).toEqual([]);
  });
});

describe('condition values', () => {
  it('finds a value that makes each operator hold', () => {
    const operators = ['EQUALS', 'CONTAINS', 'NOT_EQUALS', 'LEN_GREATER', 'LEN_LESS', 'LEN_EQUALS', 'IS_EMPTY', 'GREATER_THAN', 'LESS_THAN'];
    for (const ifOperator of operators) {
      const condition = { id: 'c', ifCondition: '#x', ifOperator, ifTargets: ['5'] };
      const [value] = conditionValues([condition], 'x');
      expect(value, ifOperator).toBeDefined();
      expect(conditionHolds(condition, { x: value! }), ifOperator).toBe(true);
    }
    expect(conditionValues([{ id: 'c', ifCondition: '#y', ifOperator: 'EQUALS', ifTargets: ['a'] }], 'x')).toEqual([]);
  });
});

describe('transitions of a flow', () => {
  it('lists every option, the invalid reply with and without its fallback, and every next', () => {
    expect(transitionsOf(faqTemplate.flow).map((t) => t.id)).toEqual([
      'start>next',
      'welcome>next',
      'menu>option:opt-hours',
      'menu>option:opt-shipping',
      'menu>option:opt-returns',
      'menu>invalidAgain',
      'menu>invalidFallback',
      'hours>next',
      'shipping>next',
      'returns>next',
      'more>option:opt-yes',
      'more>option:opt-no',
      'more>invalidAgain',
      'goodbye>next',
    ]);
  });

  it('lists edges the engine never follows, with the reason', () => {
    const flow = flowOf(mod('start', 'START', { connections: [{ id: 'a' }] }), mod('a', 'MESSAGE', { connections: [{ id: 'b' }], fallback: 'b' }), mod('b', 'END'));
    expect(transitionsOf(flow).filter((t) => t.kind === 'unused')).toEqual([
      { id: 'a>fallback', moduleId: 'a', kind: 'unused', label: 'fallback → b', to: 'b', never: 'a MESSAGE module with a next connection never uses its fallback' },
    ]);
    const result = generateFlowPaths(flow);
    expect(result.coverage.transitions).toEqual({ taken: 2, total: 3 });
    expect(result.uncovered.transitions[0]?.reason).toBe('a MESSAGE module with a next connection never uses its fallback');
  });
});

describe('generated paths of the FAQ template', () => {
  const result = generateFlowPaths(faqTemplate.flow);

  it('covers every module and transition', () => {
    expect(result.coverage).toEqual({ modules: { reached: 9, total: 9 }, transitions: { taken: 14, total: 14 } });
    expect(result.uncovered).toEqual({ modules: [], transitions: [] });
  });

  it('reaches each module by the fewest messages, with the expected messages and module', () => {
    const { path, step } = result.reach['returns']!;
    expect(step).toBe(1);
    const steps = result.paths[path]!.steps.slice(0, 2);
    expect(steps.map((s) => [s.says, s.input, s.expect.status, s.expect.moduleId])).toEqual([
      ['opens the conversation', null, 'waiting', 'menu'],
      ['presses “Returns” (opt-returns)', { text: 'Returns', messageType: 'TEXT', payload: 'opt-returns' }, 'waiting', 'more'],
    ]);
    expect(steps[1]!.expect.messages.map((m) => m.content['text'])).toEqual([
      'You can return any item within 30 days. Start a return from your order page.',
      'Can I help with anything else?',
    ]);
    expect(result.reach['end']).toBeDefined();
    expect(result.paths[result.reach['end']!.path]!.steps[result.reach['end']!.step]!.expect.status).toBe('ended');
  });

  it('takes the fallback after the fallback count of invalid replies', () => {
    const path = result.paths.find((p) => p.steps.some((s) => s.taken.includes('menu>invalidFallback')))!;
    expect(path.steps.map((s) => s.taken)).toEqual([['start>next', 'welcome>next'], ['menu>invalidAgain'], ['menu>invalidAgain'], ['menu>invalidFallback', 'welcome>next']]);
  });
});

describe('integration answers', () => {
  it('builds the body at the variable paths and the variables the engine keeps (top-level values too)', () => {
    expect(integrationAnswer({ variables: { orderStatus: 'Response.status', when: 'Response.delivery.date' } }, { orderStatus: 'shipped' })).toEqual({
      body: { status: 'shipped', delivery: { date: 'when value' } },
      variables: { status: 'shipped', orderStatus: 'shipped', when: 'when value' },
    });
    expect(integrationAnswer({ variables: { a: 'Response.x' }, responseReceiveOption: 'manually' }).variables).toEqual({ a: 'a value' });
  });
});
