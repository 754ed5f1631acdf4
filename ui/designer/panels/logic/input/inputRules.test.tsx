import { beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../../../../services/contracts/modules/settingsReading';
import { en, initTestI18n } from '../../../../testing/i18n';
import { identifierPatch, inputOf, inputTexts, inputTypePatch, presetPatch, regexError, VALIDATOR_PRESETS, withFlag } from './inputRules';

beforeAll(() => initTestI18n());

const preset = (id: string) => {
  const found = VALIDATOR_PRESETS.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return new RegExp(found.validator, found.validatorFlag);
};

describe('input rules (spec 03 sections 3.3 and 5.6)', () => {
  it('reads the stored settings with Any as the default type', () => {
    expect(inputOf({})).toEqual({ inputType: 'Any', param: '', validator: '', validatorFlag: '', prompt: '', identifier: null });
    expect(inputOf({ inputType: 'IDENTIFICATION', param: '#PHONE', identifier: 'pn' })).toMatchObject({ inputType: 'IDENTIFICATION', param: '#PHONE', identifier: 'pn' });
    expect(inputOf(readSettings('INPUT', { inputType: 'BOGUS' })).inputType).toBe('Any');
  });

  it('accepts an empty or compiling regex and gives a clear message for one that does not compile', () => {
    expect(regexError('', '')).toBeNull();
    expect(regexError('^\\d+$', 'g')).toBeNull();
    expect(regexError('([a-z]', '')).toEqual({ key: inputTexts.invalidRegex });
    expect(regexError('\\-', 'u')).toEqual({ key: inputTexts.invalidRegex });
    expect(en(`panelsLogic:${inputTexts.invalidRegex}`)).toMatch(/not a valid regular expression/);
  });

  it('stores flags in the order i, g, m, s, u, y', () => {
    expect(withFlag('', 'y', true)).toBe('y');
    expect(withFlag('y', 'i', true)).toBe('iy');
    expect(withFlag('igm', 'g', false)).toBe('im');
    expect(withFlag('i', 'i', true)).toBe('i');
  });

  it('has a Turkish mobile phone preset', () => {
    const phone = preset('phone');
    for (const ok of ['05321234567', '5321234567', '+905321234567', '+90 532 123 45 67', '0532 123 45 67']) expect(phone.test(ok), ok).toBe(true);
    for (const bad of ['02121234567', '053212345', '+15321234567', 'abc']) expect(phone.test(bad), bad).toBe(false);
  });

  it('has an email preset', () => {
    const email = preset('email');
    expect(email.test('ada@example.com')).toBe(true);
    expect(email.test('ada@example')).toBe(false);
    expect(email.test('ada example.com')).toBe(false);
  });

  it('has a Turkish licence plate preset', () => {
    const plate = preset('licencePlate');
    for (const ok of ['34 ABC 123', '06A1234', '34 AB 1234', '81 A 12345', '35 ab 123']) expect(plate.test(ok), ok).toBe(true);
    for (const bad of ['82 AB 123', '00 A 1234', '34 ABCD 12', '34 QW 123', '34 ABC 1234']) expect(plate.test(bad), bad).toBe(false);
  });

  it('fills in a preset regex with its flags', () => {
    expect(presetPatch(VALIDATOR_PRESETS[0])).toEqual({ validator: VALIDATOR_PRESETS[0].validator, validatorFlag: '' });
  });

  it('makes IDENTIFICATION offer #EMAIL (em) by default or #PHONE (pn), and drops them when the type changes', () => {
    const any = inputOf({ inputType: 'Any', param: '#NAME' });
    expect(inputTypePatch(any, 'IDENTIFICATION')).toEqual({ inputType: 'IDENTIFICATION', identifier: 'em', param: '#EMAIL' });
    expect(identifierPatch('pn')).toEqual({ identifier: 'pn', param: '#PHONE' });
    const identifying = inputOf({ inputType: 'IDENTIFICATION', param: '#PHONE', identifier: 'pn' });
    expect(inputTypePatch(identifying, 'IDENTIFICATION')).toEqual({ inputType: 'IDENTIFICATION', identifier: 'pn', param: '#PHONE' });
    expect(inputTypePatch(identifying, 'TEXT')).toEqual({ inputType: 'TEXT', identifier: undefined, param: '' });
    expect(inputTypePatch(any, 'TEXT')).toEqual({ inputType: 'TEXT', identifier: undefined });
  });
});
