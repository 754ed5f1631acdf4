import { describe, expect, it } from 'vitest';
import { publishRefusal } from './publishCheck';

const module = (id: string, type: string, connections: Array<{ id: string }> = []) => ({ id, type, name: id, position: { x: 0, y: 0 }, connections, settings: {} });

describe('the publish check', () => {
  it('names each commerce, payment or generic module the engine cannot run', () => {
    const refusal = publishRefusal('v1', {
      formatVersion: 2,
      modules: [module('start', 'START', [{ id: 'shop' }]), module('shop', 'COMMERCE', [{ id: 'box' }]), module('box', 'GENERIC')],
    });
    expect(refusal).toContain('shop: COMMERCE modules cannot run yet: remove this module to publish.');
    expect(refusal).toContain('box: GENERIC modules cannot run yet: remove this module to publish.');
  });

  it('lets a flow with AI, AI agent and Zapier modules go live', () => {
    const refusal = publishRefusal('v1', {
      formatVersion: 2,
      modules: [module('start', 'START', [{ id: 'zap' }]), { ...module('zap', 'ZAPIER'), settings: { zapID: 'z1' } }],
    });
    expect(refusal ?? '').not.toContain('cannot run yet');
  });
});
