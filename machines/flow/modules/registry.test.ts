import { describe, expect, expectTypeOf, it } from 'vitest';
import { MODULE_TYPES } from '../../../services/contracts/flow';
import type { FlowModuleOf } from '../../../services/contracts/modules';
import type { ModuleCompiler, ModuleCompilers } from './compiler';
import { moduleCompilers } from './index';
import { startCompiler } from './start';

describe('the registry of compile steps', () => {
  it('has one compile step per module type, no more', () => {
    expect(Object.keys(moduleCompilers).sort()).toEqual([...MODULE_TYPES].sort());
  });

  it('is a type error with an entry missing, one too many or one of another type', () => {
    const { GENERIC: _generic, ...withoutGeneric } = moduleCompilers;
    // @ts-expect-error GENERIC is missing
    const missing: ModuleCompilers = withoutGeneric;
    // @ts-expect-error CHATGPT is not a module type
    const extra: ModuleCompilers = { ...moduleCompilers, CHATGPT: startCompiler };
    // @ts-expect-error the START step reads START modules, not MESSAGE ones
    const swapped: ModuleCompilers = { ...moduleCompilers, MESSAGE: startCompiler };
    expect([missing, extra, swapped]).toHaveLength(3);
  });

  it('gives each step its own type of module, settings typed', () => {
    expectTypeOf<Parameters<ModuleCompiler<'THIRDPARTY'>['compile']>[0]>().toEqualTypeOf<FlowModuleOf<'THIRDPARTY'>>();
    expectTypeOf<FlowModuleOf<'THIRDPARTY'>['settings']['timeToWait']>().toEqualTypeOf<number | undefined>();
  });
});
