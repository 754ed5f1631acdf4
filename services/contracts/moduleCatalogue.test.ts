import { describe, expect, it } from 'vitest';
import { flowModule, MODULE_TYPES } from './flow';
import { GRID_SIZE, MODULE_GROUPS, moduleInfo, newModule, PALETTE, snapToGrid } from './moduleCatalogue';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('module catalogue', () => {
  it('gives every module type a name, a colour, an icon and exactly one group', () => {
    for (const type of MODULE_TYPES) {
      const info = moduleInfo(type);
      expect(info.type).toBe(type);
      expect(info.name.length).toBeGreaterThan(0);
      expect(info.icon.length).toBeGreaterThan(0);
      expect(info.colour).toMatch(/^#[0-9A-F]{6}$/);
      const groups = Object.values(MODULE_GROUPS).filter((types) => types.includes(type));
      expect(groups).toHaveLength(1);
    }
  });

  it('uses distinct colours that white text reads on (contrast 4.5:1)', () => {
    const colours = MODULE_TYPES.map((t) => moduleInfo(t).colour);
    expect(new Set(colours).size).toBe(colours.length);
    for (const colour of colours) expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('names the modules as the spec does', () => {
    expect(moduleInfo('SUPPORT_AGENT').name).toBe('AI Agent (LLM)');
    expect(moduleInfo('HANDOVER').name).toBe('Forward To Human');
    expect(moduleInfo('SWITCH').name).toBe('Forward To Bot');
    expect(moduleInfo('THIRDPARTY').name).toBe('Wait For');
    expect(moduleInfo('LANGUAGE').name).toBe('Language Detection');
    expect(moduleInfo('GENERATIVE').name).toBe('Auto Generative');
    expect(moduleInfo('COMMERCE').name).toBe('Commerce Manager');
  });

  it('offers BASIC then ADVANCED in spec order, selection as three entries, nothing hidden', () => {
    expect(PALETTE.map((e) => e.key)).toEqual([
      'MESSAGE',
      'SELECTION:QUICKREPLY',
      'SELECTION:CARD',
      'SELECTION:LIST',
      'SUPPORT_AGENT',
      'AI',
      'HANDOVER',
      'SWITCH',
      'END',
      'CODESTATION',
      'INTEGRATION',
      'LOGIC',
      'INPUT',
      'ZAPIER',
      'COMMERCE',
      'PAYMENT',
      'THIRDPARTY',
      'ECOMMERCE',
      'EMAIL',
      'LANGUAGE',
      'GENERATIVE',
      'PAYMENTS',
    ]);
    expect(PALETTE.filter((e) => e.group === 'BASIC')).toHaveLength(9);
    expect(PALETTE.some((e) => e.type === 'START' || e.type === 'GENERIC')).toBe(false);
  });

  it('falls back to the generic block for an unknown type, without throwing', () => {
    expect(moduleInfo('TELEPORT')).toEqual({ ...moduleInfo('GENERIC'), type: 'GENERIC' });
    expect(moduleInfo('').type).toBe('GENERIC');
    const module = newModule('TELEPORT', { x: 0, y: 0 }, 'x1');
    expect(module.type).toBe('GENERIC');
    expect(flowModule.parse(module)).toEqual(module);
  });

  it('creates a valid module for every palette entry and every type', () => {
    for (const entry of PALETTE) {
      const module = newModule(entry.type, { x: 90, y: 180 }, `m-${entry.key}`, { selectionType: entry.selectionType });
      expect(flowModule.parse(module)).toEqual(module);
      expect(module.name).toBe(entry.name);
      if (entry.selectionType) expect(module.settings.selectionType).toBe(entry.selectionType);
    }
    for (const type of MODULE_TYPES) expect(() => flowModule.parse(newModule(type, { x: 0, y: 0 }, `m-${type}`))).not.toThrow();
  });

  it('starts modules with the defaults of their type', () => {
    expect(newModule('MESSAGE', { x: 0, y: 0 }, 'm').settings).toEqual({ messageType: 'TEXT', payloads: [''] });
    expect(newModule('INPUT', { x: 0, y: 0 }, 'i').settings).toEqual({ inputType: 'Any' });
    expect(newModule('LOGIC', { x: 0, y: 0 }, 'l').settings).toEqual({ payloads: [] });
    expect(newModule('END', { x: 0, y: 0 }, 'e').settings).toEqual({});
    const quickReply = newModule('SELECTION', { x: 0, y: 0 }, 's');
    expect(quickReply.settings.selectionType).toBe('QUICKREPLY');
    expect(quickReply.settings.payloads).toHaveLength(1);
    const card = newModule('SELECTION', { x: 0, y: 0 }, 'c', { selectionType: 'CARD' });
    expect((card.settings.payloads as Array<{ buttons: Array<{ type: string; text: string }> }>)[0]!.buttons[0]).toMatchObject({ type: 'TEXT', text: 'Text' });
    expect(newModule('MESSAGE', { x: 0, y: 0 }, 'm', { name: '  Welcome ' }).name).toBe('Welcome');
  });

  it('snaps positions to the 90 grid', () => {
    expect(GRID_SIZE).toBe(90);
    expect(snapToGrid({ x: 44, y: 46 })).toEqual({ x: 0, y: 90 });
    expect(snapToGrid({ x: -50, y: 271 })).toEqual({ x: -90, y: 270 });
  });
});
