import { beforeAll, describe, expect, it } from 'vitest';
import { en, initTestI18n } from '../../../../testing/i18n';
import { allowedParameters, blockGone, codeStationOf, codeStationTexts, pickBlock, versionGone, versionOptions } from './codeStationRules';

beforeAll(() => initTestI18n());

const ready = <T,>(data: T) => ({ status: 'ready' as const, data });
const failed = { status: 'failed' as const, data: null };
const loading = { status: 'loading' as const, data: null };
const block = (functionId: string) => ({ functionId, functionName: functionId.toUpperCase(), createdAt: '2026-01-01' });

describe('code station rules', () => {
  it('reads the stored settings, parameters as key/value rows', () => {
    expect(codeStationOf({ functionId: 'f1', functionVersion: '3', parameter: [{ key: 'a', value: '1' }] })).toEqual({
      functionId: 'f1',
      functionVersion: '3',
      parameter: [{ key: 'a', value: '1' }],
    });
    expect(codeStationOf({})).toEqual({ functionId: '', functionVersion: '', parameter: [] });
  });

  it('clears the version when another block is picked, and changes nothing for the same block', () => {
    const current = { functionId: 'f1', functionVersion: '3', parameter: [] };
    expect(pickBlock(current, 'f2')).toEqual({ functionId: 'f2', functionVersion: '' });
    expect(pickBlock(current, 'f1')).toEqual({});
  });

  it('warns that the block changed or was deleted only when the loaded list lacks it (a failed lookup is logged only)', () => {
    expect(blockGone('f1', ready([block('f2')]))).toBe(true);
    expect(blockGone('f1', ready([block('f1')]))).toBe(false);
    expect(blockGone('f1', failed)).toBe(false);
    expect(blockGone('f1', loading)).toBe(false);
    expect(blockGone('', ready([]))).toBe(false);
    expect(en(`panelsLogic:${codeStationTexts.blockGone}`)).toBe('!!! The above Code Block has been changed or deleted.');
  });

  it('warns that the version changed or was deleted when it is not listed or a lookup failed', () => {
    const details = ready({ versions: ['3', '2', '1'], parameters: ['a'] });
    expect(versionGone('4', details, loading)).toBe(true);
    expect(versionGone('2', details, ready({ versions: [], parameters: ['a'] }))).toBe(false);
    expect(versionGone('2', failed, loading)).toBe(true);
    expect(versionGone('2', details, failed)).toBe(true);
    expect(versionGone('2', loading, loading)).toBe(false);
    expect(versionGone('', failed, failed)).toBe(false);
    expect(en(`panelsLogic:${codeStationTexts.versionGone}`)).toBe('!!! The above Code Block version has been changed or deleted.');
  });

  it('lists versions newest first with the newest marked as the latest', () => {
    expect(versionOptions(['3', '2', '1'], (v) => `${v} (Latest)`)).toEqual([
      { id: '3', label: '3 (Latest)' },
      { id: '2', label: '2' },
      { id: '1', label: '1' },
    ]);
  });

  it('allows the parameter names of the chosen version once they are loaded', () => {
    expect(allowedParameters('2', ready({ versions: [], parameters: ['a', 'b'] }))).toEqual(['a', 'b']);
    expect(allowedParameters('2', loading)).toBeNull();
    expect(allowedParameters('', ready({ versions: [], parameters: ['a'] }))).toBeNull();
  });
});
