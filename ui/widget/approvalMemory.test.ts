import { describe, expect, it } from 'vitest';
import { approvedBefore, rememberApproval } from './approvalMemory';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('approval memory', () => {
  it('remembers the approval per channel', () => {
    const storage = memoryStorage();
    expect(approvedBefore(storage, 'c1')).toBe(false);
    rememberApproval(storage, 'c1');
    expect(approvedBefore(storage, 'c1')).toBe(true);
    expect(approvedBefore(storage, 'c2')).toBe(false);
  });
});
