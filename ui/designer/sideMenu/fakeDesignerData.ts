import type { DesignerData } from '../../../services/contracts/designerData';

/**
 * Test helper: designer data whose calls are the given fakes; any other call rejects as a
 * failed request would, so a test never depends on a call it did not mean to make.
 */
export function fakeDesignerData(calls: Partial<DesignerData> = {}): DesignerData {
  return new Proxy(calls, {
    get: (target, name) => target[name as keyof DesignerData] ?? (() => Promise.reject({ kind: 'network' })),
  }) as DesignerData;
}
