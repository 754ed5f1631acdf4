import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../tests/support/memoryStorage';
import { approvedBefore, rememberApproval } from './approvalMemory';

describe('approval memory', () => {
  it('remembers the approval per channel', () => {
    const storage = memoryStorage();
    expect(approvedBefore(storage, 'c1')).toBe(false);
    rememberApproval(storage, 'c1');
    expect(approvedBefore(storage, 'c1')).toBe(true);
    expect(approvedBefore(storage, 'c2')).toBe(false);
  });
});
