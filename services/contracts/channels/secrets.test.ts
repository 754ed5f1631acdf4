import { describe, expect, it } from 'vitest';
import { keepMaskedSecrets, mapSecretTexts, maskSecrets, SECRET_MASK, valueAt, withValueAt } from './secrets';

describe('secret paths', () => {
  const value = { a: 'x', nested: { b: 'y' }, list: ['z'] };

  it('reads and writes at dotted paths without changing the original', () => {
    expect(valueAt(value, 'nested.b')).toBe('y');
    expect(valueAt(value, 'nested.missing.c')).toBeUndefined();
    const changed = withValueAt(value, 'nested.b', 'Y');
    expect(changed.nested.b).toBe('Y');
    expect(value.nested.b).toBe('y');
    expect(withValueAt(value, 'absent.c', 'v')).toBe(value);
  });

  it('changes only non-empty texts at the paths', () => {
    expect(mapSecretTexts({ a: 'x', b: '', c: 3 }, ['a', 'b', 'c'], (text) => text.toUpperCase())).toEqual({ a: 'X', b: '', c: 3 });
  });

  it("masks with a fixed mask whatever the secret's length", () => {
    expect(maskSecrets({ token: 'a' }, ['token'])).toEqual({ token: SECRET_MASK });
    expect(maskSecrets({ token: 'a'.repeat(500) }, ['token'])).toEqual({ token: SECRET_MASK });
  });

  it('puts the stored secret back where the mask came back, and drops a mask with nothing stored', () => {
    expect(keepMaskedSecrets({ token: SECRET_MASK }, { token: 'kept' }, ['token'])).toEqual({ token: 'kept' });
    expect(keepMaskedSecrets({ token: SECRET_MASK }, {}, ['token'])).toEqual({ token: undefined });
    expect(keepMaskedSecrets({ token: 'new' }, { token: 'kept' }, ['token'])).toEqual({ token: 'new' });
  });
});
