import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { MODULE_TYPES, type ModuleType } from '../flow';
import { defaultSettings, newModule } from '../moduleCatalogue';
import { flowDocument, flowModule, moduleSettingsSchemas, type FlowModule, type FlowModuleOf, type ModuleRegistry, type SettingsOf } from './index';
import { format1Module } from './format1';
import type { MessageSettings } from './message';
import type { SelectionSettings } from './selection';
import { startSettings } from './start';

const module = (id: string, type: string, settings: Record<string, unknown> = {}, connections: Array<{ id: string }> = []) => ({
  id,
  type,
  name: id,
  position: { x: 0, y: 0 },
  connections,
  settings,
});

describe('the module registry', () => {
  it('has one settings schema per module type, no more', () => {
    expect(Object.keys(moduleSettingsSchemas).sort()).toEqual([...MODULE_TYPES].sort());
  });

  it('is a type error with an entry missing or one too many', () => {
    // @ts-expect-error GENERIC (and 20 more) missing
    const missing: ModuleRegistry<z.ZodType> = { START: startSettings };
    // @ts-expect-error CHATGPT is not a module type
    const extra: ModuleRegistry<z.ZodType> = { ...moduleSettingsSchemas, CHATGPT: startSettings };
    expect([missing, extra]).toHaveLength(2);
  });

  it('types each module by its type', () => {
    expectTypeOf<FlowModuleOf<'MESSAGE'>['settings']>().toEqualTypeOf<MessageSettings>();
    expectTypeOf<SettingsOf<'SELECTION'>>().toEqualTypeOf<SelectionSettings>();
    expectTypeOf<FlowModule['type']>().toEqualTypeOf<ModuleType>();
    const narrow = (m: FlowModule) => (m.type === 'THIRDPARTY' ? m.settings.timeToWait : undefined);
    expectTypeOf(narrow).returns.toEqualTypeOf<number | undefined>();
  });

  it.each(MODULE_TYPES.map((type) => [type] as const))('parses a new %s module as the palette makes it (work in progress)', (type) => {
    const made = newModule(type, { x: 0, y: 0 }, `m-${type}`);
    expect(flowModule.parse(made)).toEqual(made);
    if (type === 'SELECTION')
      for (const kind of ['CARD', 'LIST'] as const) expect(moduleSettingsSchemas.SELECTION.parse(defaultSettings(type, 'm', kind))).toEqual(defaultSettings(type, 'm', kind));
  });

  it('checks the module fields as format 1 does, and settings by type', () => {
    expect(flowModule.safeParse(module('a', 'MESSAGE', { payloads: [3] })).error?.issues[0]?.path).toEqual(['settings', 'payloads', 0]);
    expect(flowModule.safeParse(module('a', 'CHATGPT')).error?.issues[0]?.message).toBe(`The module type is one of ${MODULE_TYPES.join(', ')}.`);
    expect(flowModule.safeParse({ ...module('a', 'END'), name: 'x'.repeat(256) }).error?.issues[0]?.message).toBe('Module name is at most 255 characters.');
    expect(flowModule.safeParse({ ...module('a', 'END'), fallbackCount: 10 }).success).toBe(false);
    expect(Object.keys(flowModule.options[0].shape).sort()).toEqual(Object.keys(format1Module.shape).sort());
  });
});

describe('a flow document of format 2', () => {
  const flow = (modules: unknown[]) => ({ formatVersion: 2, modules });

  it('parses a flow of typed modules', () => {
    const document = flow([module('s', 'START', {}, [{ id: 'e' }]), module('e', 'END')]);
    expect(flowDocument.parse(document)).toEqual(document);
  });

  it.each([
    ['no START', [module('e', 'END')], 'A flow has exactly one START module.'],
    ['two START modules', [module('s', 'START'), module('t', 'START')], 'A flow has exactly one START module.'],
    ['an id used twice', [module('s', 'START'), module('s', 'END')], 'Module id s is used twice.'],
    ['a connection to nowhere', [module('s', 'START', {}, [{ id: 'gone' }])], 'Module s connects to a module that does not exist.'],
    ['no modules', [], 'A flow needs its START module.'],
  ] as const)('refuses %s', (_what, modules, message) => {
    expect(flowDocument.safeParse(flow([...modules])).error?.issues[0]?.message).toBe(message);
  });

  it('is format 2 only', () => {
    expect(flowDocument.safeParse({ formatVersion: 1, modules: [module('s', 'START')] }).success).toBe(false);
  });
});
