import { describe, expect, it } from 'vitest';
import fixture from '../../../tests/fixtures/flow-format-1.json';
import { MODULE_TYPES } from '../flow';
import { format1Document, type Format1Document } from './format1';
import { migrateFlow1To2 } from './migrate';
import { parseStoredFlow, readStoredFlow } from './storedFlow';

const format1 = (): Format1Document => format1Document.parse(structuredClone(fixture));
const module = (id: string, type: string, settings: Record<string, unknown> = {}, connections: Array<{ id: string }> = []) => ({
  id,
  type,
  name: `The ${id}`,
  position: { x: 0, y: 0 },
  connections,
  settings,
});

describe('the format-1 fixture', () => {
  it('holds every module type', () => {
    expect(new Set(format1().modules.map((m) => m.type))).toEqual(new Set(MODULE_TYPES));
  });

  it('migrates and parses as format 2, keeping every value (the handover mode renamed)', () => {
    const result = parseStoredFlow(structuredClone(fixture));
    if (!result.ok) throw new Error(result.problem.text);
    expect(result.migratedFrom).toBe(1);
    expect(result.flow.formatVersion).toBe(2);
    const expected = format1();
    const human = expected.modules.find((m) => m.id === 'human')!;
    human.settings = { ...human.settings, mode: 'internal' };
    expect(result.flow.modules).toEqual(expected.modules);
  });

  it('keeps settings the schemas do not name', () => {
    const result = parseStoredFlow(structuredClone(fixture));
    if (!result.ok) throw new Error(result.problem.text);
    const legacy = result.flow.modules.find((m) => m.id === 'legacy');
    expect(legacy?.settings).toEqual({ blockKey: 'legacy-widget', options: { colour: 'blue' } });
    const generative = result.flow.modules.find((m) => m.type === 'GENERATIVE');
    expect(generative?.type === 'GENERATIVE' && generative.settings.generativeAIProviderProperties?.['apiVersion']).toBe('2024-02-01');
  });
});

describe('migrateFlow1To2', () => {
  it('changes only the version and the handover modes of format 1, without touching its input', () => {
    const before = format1Document.parse({
      formatVersion: 1,
      modules: [
        module('s', 'START', {}, [{ id: 'a' }]),
        module('a', 'HANDOVER', { mode: 'external' }),
        module('b', 'HANDOVER', { mode: 'CONTACT_CENTER', contactCenterIntegrationId: 'i', departmentID: 'd' }),
        module('c', 'HANDOVER', { mode: 'INTERNAL' }),
        module('d', 'HANDOVER', { mode: 'channel' }),
        module('e', 'HANDOVER'),
        module('f', 'MESSAGE', { mode: 'INTERNAL' }),
      ],
    });
    const copy = structuredClone(before);
    const after = migrateFlow1To2(before);
    expect(before).toEqual(copy);
    expect(after.formatVersion).toBe(2);
    expect(after.modules.map((m) => m.settings['mode'])).toEqual([undefined, 'channel', 'contactCenter', 'internal', 'channel', undefined, 'INTERNAL']);
    expect(after.modules[2]!.settings).toEqual({ mode: 'contactCenter', contactCenterIntegrationId: 'i', departmentID: 'd' });
    expect(after.modules.filter((_, i) => ![1, 2, 3].includes(i))).toEqual(before.modules.filter((_, i) => ![1, 2, 3].includes(i)));
  });
});

describe('parseStoredFlow', () => {
  const flow = (formatVersion: unknown, modules: unknown[]) => ({ formatVersion, modules });

  it('reads format 2 as it is', () => {
    const stored = flow(2, [module('s', 'START', {}, [{ id: 'h' }]), module('h', 'HANDOVER', { mode: 'contactCenter' })]);
    expect(parseStoredFlow(stored)).toEqual({ ok: true, flow: stored, migratedFrom: null });
  });

  it('refuses invalid settings with the module, the field and the message', () => {
    const stored = flow(1, [module('s', 'START', {}, [{ id: 'w' }]), module('w', 'MESSAGE', { messageType: 'TEXT', payloads: ['ok', 'x'.repeat(2001)] })]);
    expect(parseStoredFlow(stored)).toEqual({
      ok: false,
      problem: {
        text: 'Module "The w" (MESSAGE), settings.payloads.1: A message can be at most 2000 characters.',
        message: 'A message can be at most 2000 characters.',
        module: { id: 'w', name: 'The w', type: 'MESSAGE' },
        field: 'settings.payloads.1',
      },
    });
  });

  it('reports format-1 problems the same way, before migrating', () => {
    const result = parseStoredFlow(flow(1, [module('s', 'START'), { ...module('x', 'END'), fallbackCount: 12 }]));
    expect(result.ok === false && result.problem.text).toBe('Module "The x" (END), fallbackCount: Too big: expected number to be <=9');
    const unknownType = parseStoredFlow(flow(2, [module('s', 'START'), module('x', 'CHATGPT')]));
    expect(unknownType.ok === false && unknownType.problem.field).toBe('type');
  });

  it('refuses a mode that is still of format 1 in a format-2 flow', () => {
    const result = parseStoredFlow(flow(2, [module('s', 'START'), module('h', 'HANDOVER', { mode: 'INTERNAL' })]));
    expect(result.ok === false && result.problem.text).toBe('Module "The h" (HANDOVER), settings.mode: The handover mode is channel, internal or contactCenter.');
  });

  it('names problems of the whole flow without a module', () => {
    const result = parseStoredFlow(flow(2, [module('e', 'END')]));
    expect(result.ok === false && result.problem).toEqual({
      text: 'modules: A flow has exactly one START module.',
      message: 'A flow has exactly one START module.',
      field: 'modules',
    });
  });

  it.each([[null], ['a flow'], [[]], [{ modules: [] }], [{ formatVersion: 3, modules: [] }]])('refuses %j: not a flow of a known format', (stored) => {
    const result = parseStoredFlow(stored);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.problem.field).toBe('formatVersion');
  });
});

describe('readStoredFlow (opening and running what was stored)', () => {
  const flow = (formatVersion: number, modules: unknown[]) => ({ formatVersion, modules });
  const tooLong = 'x'.repeat(2001);

  it('opens a flow whose settings break their rules, listing each problem by module and field', () => {
    const read = readStoredFlow(
      flow(1, [module('s', 'START', {}, [{ id: 'say' }]), module('say', 'MESSAGE', { payloads: [tooLong, 7, 'Hi'] }), module('wait', 'THIRDPARTY', { timeToWait: 'soon' })]),
    );
    if (!read.ok) throw new Error(read.problem.text);
    expect(read.migratedFrom).toBe(1);
    expect(read.problems.map((p) => p.text)).toEqual([
      'Module "The say" (MESSAGE), settings.payloads.0: A message can be at most 2000 characters.',
      expect.stringMatching(/^Module "The say" \(MESSAGE\), settings\.payloads\.1: /),
      expect.stringMatching(/^Module "The wait" \(THIRDPARTY\), settings\.timeToWait: /),
    ]);
    // What has its shape is kept (the long text, said as stored); what has another shape is left out, read as not set.
    expect(read.flow.modules[1]?.settings).toEqual({ payloads: [tooLong, 'Hi'] });
    expect(read.flow.modules[2]?.settings).toEqual({});
    expect(parseStoredFlow(flow(1, [module('s', 'START', {}, [{ id: 'say' }]), module('say', 'MESSAGE', { payloads: [tooLong] })])).ok).toBe(false);
  });

  it('reads a valid flow with no problems, and refuses one whose frame is broken', () => {
    const read = readStoredFlow(flow(2, [module('s', 'START', {}, [{ id: 'e' }]), module('e', 'END')]));
    expect(read.ok && read.problems).toEqual([]);
    const broken = readStoredFlow(flow(2, [module('s', 'START', {}, [{ id: 'gone' }])]));
    expect(broken.ok === false && broken.problem.message).toBe('Module The s connects to a module that does not exist.');
  });
});
