import { describe, expect, it } from 'vitest';
import { en, initTestI18n } from '../../../testing/i18n';
import { addRow, canAddRow, isStaleKey, keyValueTexts, recordOf, removeRow, rowsOf } from './keyValueRules';

describe('key/value rules (spec 03 section 5.5)', () => {
  it('reads rows from a list of { key, value } or from an object of key → value, ignoring anything else', () => {
    expect(rowsOf([{ key: 'a', value: '1' }, { key: 'b' }, 'x', null])).toEqual([{ key: 'a', value: '1' }]);
    expect(rowsOf({ name: 'Parent.Target', bad: 3 })).toEqual([{ key: 'name', value: 'Parent.Target' }]);
    expect(rowsOf(undefined)).toEqual([]);
    expect(recordOf([{ key: 'name', value: 'Parent.Target' }])).toEqual({ name: 'Parent.Target' });
  });

  it('enables Add only with a value, and with a key unless empty keys are allowed', () => {
    expect(canAddRow({ key: 'k', value: '' })).toBe(false);
    expect(canAddRow({ key: 'k', value: '  ' })).toBe(false);
    expect(canAddRow({ key: '', value: 'v' })).toBe(false);
    expect(canAddRow({ key: ' ', value: 'v' })).toBe(false);
    expect(canAddRow({ key: 'k', value: 'v' })).toBe(true);
    expect(canAddRow({ key: '', value: 'v' }, { allowEmptyKeys: true })).toBe(true);
    expect(canAddRow({ key: '', value: '' }, { allowEmptyKeys: true })).toBe(false);
  });

  it('adds a row with its key trimmed, and refuses a key that is already there with the spec text', () => {
    initTestI18n();
    const rows = [{ key: 'id', value: '1' }];
    expect(addRow(rows, { key: ' name ', value: 'Ada' })).toEqual({ ok: true, rows: [...rows, { key: 'name', value: 'Ada' }] });
    const refused = addRow(rows, { key: 'id ', value: '2' });
    expect(refused).toEqual({ ok: false, error: keyValueTexts.duplicateKey });
    expect(en(`panelsLogic:${keyValueTexts.duplicateKey}`)).toBe('There cannot be more than one of the same parameter key');
  });

  it('removes the row at an index', () => {
    expect(
      removeRow(
        [
          { key: 'a', value: '1' },
          { key: 'b', value: '2' },
        ],
        0,
      ),
    ).toEqual([{ key: 'b', value: '2' }]);
  });

  it('flags a key that is not among the allowed keys, only when the allowed keys are known', () => {
    initTestI18n();
    expect(isStaleKey('old', ['new'])).toBe(true);
    expect(isStaleKey('new', ['new'])).toBe(false);
    expect(isStaleKey('old', null)).toBe(false);
    expect(isStaleKey('old', undefined)).toBe(false);
    expect(en(`panelsLogic:${keyValueTexts.staleKey}`)).toBe('!!! The above parameter has been changed or deleted.');
  });
});
