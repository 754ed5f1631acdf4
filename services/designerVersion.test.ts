import { describe, expect, it } from 'vitest';
import { readDesignerVersion, type DesignerVersionAnswer } from './designer';

const answer = (flow: unknown): DesignerVersionAnswer => ({
  id: 'v1',
  name: 'v1',
  createdAt: '2026-11-01T00:00:00.000Z',
  botId: 'b1',
  botName: 'Shop',
  companyId: 'c1',
  flow: JSON.stringify(flow),
  access: 'FULL',
});
const module = (id: string, type: string, settings: Record<string, unknown>, to?: string) => ({
  id,
  type,
  name: id,
  position: { x: 0, y: 0 },
  connections: to ? [{ id: to }] : [],
  settings,
});

describe('a designer version as the console reads it', () => {
  it('opens a stored flow of format 1 as format 2, listing the settings that break their rules', () => {
    const version = readDesignerVersion(answer({ formatVersion: 1, modules: [module('start', 'START', {}, 'say'), module('say', 'MESSAGE', { payloads: ['x'.repeat(2001)] })] }));
    expect(version.flow.formatVersion).toBe(2);
    expect(version.storedProblems).toEqual(['Module "say" (MESSAGE), settings.payloads.0: A message can be at most 2000 characters.']);
  });

  it('refuses a stored flow that cannot be read at all, as an answer the console cannot use', () => {
    expect(() => readDesignerVersion(answer({ formatVersion: 2, modules: [] }))).toThrow(expect.objectContaining({ kind: 'http', status: 500 }));
  });
});
