import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, layoutKey, readLayout, writeLayout } from './designerLayout';

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('the designer layout kept per user', () => {
  it('opens both panels and hides the minimap when nothing is kept, or what is kept cannot be read', () => {
    expect(readLayout(memoryStore(), 'u1')).toEqual(DEFAULT_LAYOUT);
    expect(DEFAULT_LAYOUT).toEqual({ palette: true, panel: true, minimap: false });
    expect(readLayout(memoryStore({ [layoutKey('u1')]: '{not json' }), 'u1')).toEqual(DEFAULT_LAYOUT);
    expect(readLayout(memoryStore({ [layoutKey('u1')]: '{"palette":"no","minimap":1}' }), 'u1')).toEqual(DEFAULT_LAYOUT);
    expect(readLayout(undefined, 'u1')).toEqual(DEFAULT_LAYOUT);
  });

  it('keeps each change merged with the rest, for that user only', () => {
    const store = memoryStore();
    writeLayout(store, 'u1', { palette: false });
    writeLayout(store, 'u1', { minimap: true });
    expect(readLayout(store, 'u1')).toEqual({ palette: false, panel: true, minimap: true });
    expect(readLayout(store, 'u2')).toEqual(DEFAULT_LAYOUT);
    expect([...store.values.keys()]).toEqual(['designer.layout:u1']);
  });

  it('still answers when the storage refuses to keep anything', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeLayout(full, 'u1', { panel: false })).toEqual({ palette: true, panel: false, minimap: false });
  });
});
