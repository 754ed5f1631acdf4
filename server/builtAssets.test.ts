import { describe, expect, it } from 'vitest';
import { encodingFor } from './builtAssets';

const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };

describe('the copy of a built file a browser gets', () => {
  it.each([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br;q=0, gzip;q=0.5', both, 'gzip'],
    ['BR', both, 'br'],
    ['br; q=0.0, gzip ;q=0', both, undefined],
    ['identity', both, undefined],
    [undefined, both, undefined],
    ['br, gzip', {}, undefined],
    ['br, gzip', { gzip: Buffer.from('g') }, 'gzip'],
  ])('Accept-Encoding %j with copies %j: %s', (accept, copies, expected) => {
    expect(encodingFor(accept, copies)).toBe(expected);
  });
});
