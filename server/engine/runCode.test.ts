// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFlow } from '../../machines/flow/compile';
import type { FlowDocument, FlowModule } from '../../services/contracts/flow';
import { readModule, type StoredModule } from '../../services/contracts/modules/storedFlow';
import { testDatabase } from '../../tests/api/testApp';
import { engineEffects } from '../../tests/engine/engineEffects';
import { codeBlockRunRecorder } from '../codeStation/codeBlockRuns';
import { createCodeBlock, deleteCodeBlock, saveCodeBlockVersion } from '../codeStation/codeBlockVersions';
import { createCodeRunner } from '../codeStation/codeRunner';
import type { Db } from '../db/connect';
import { createRunCode } from './runCode';
import { runTurn, type EngineEffects } from './turn';

let db: Db;
let companyId: string;
const runner = createCodeRunner({ threads: 1, limits: { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 } });

beforeAll(async () => {
  db = await testDatabase();
  const company = await db
    .insertInto('companies')
    .values({ name: 'Code Company' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  companyId = company.id;
});
afterAll(async () => {
  await runner.close();
  await db.destroy();
});

const mod = (id: string, extra: Partial<StoredModule>): FlowModule =>
  readModule({ id, type: 'MESSAGE', name: id, position: { x: 0, y: 0 }, connections: [], settings: {}, ...extra });

/** START → the code block → "Total: #total", its fallback "Sorry". */
function flowWith(functionId: string, functionVersion?: string): FlowDocument {
  return {
    formatVersion: 2,
    modules: [
      mod('start', { type: 'START', connections: [{ id: 'code' }] }),
      mod('code', {
        type: 'CODESTATION',
        settings: { functionId, ...(functionVersion ? { functionVersion } : {}), parameter: [{ key: 'b', value: '#price' }] },
        connections: [{ id: 'done' }],
        fallback: 'sorry',
      }),
      mod('done', { settings: { messageType: 'TEXT', payloads: ['Total: #total (#label)'] } }),
      mod('sorry', { settings: { messageType: 'TEXT', payloads: ['Sorry'] } }),
    ],
  };
}

const effects = (): EngineEffects => engineEffects({ runCode: createRunCode({ db, runner }, async () => companyId) });

const texts = (messages: Array<{ content: Record<string, unknown> }>) => messages.map((m) => m.content['text']);

describe('a CODESTATION module in a conversation', () => {
  it("runs the newest version with the module's parameters and the conversation's, and keeps the values it returns", async () => {
    const block = await createCodeBlock(db, new Date('2026-01-01T00:00:00Z'), { companyId, userId: null, name: 'Sum', code: 'return { total: 0 };', parameters: [] });
    await saveCodeBlockVersion(db, new Date('2026-01-02T00:00:00Z'), companyId, block.functionId, {
      code: 'console.log("adding"); return { total: Number(params.a) + Number(params.b), label: params.name };',
      parameters: ['a', 'b'],
    });
    const turn = await runTurn(compileFlow(flowWith(block.functionId)), effects(), { snapshot: null, params: { a: '2', price: '40', name: 'order' } });
    expect(texts(turn.messages)).toEqual(['Total: 42 (order)']);
    expect(turn.debug.map((d) => d.text)).toContain('the code block ran and set #total, #label');
    const older = await runTurn(compileFlow(flowWith(block.functionId, '1.0.0')), effects(), { snapshot: null, params: { price: '1' } });
    expect(texts(older.messages)).toEqual(['Total: 0 (#label)']);
  });

  it('takes the fallback with the reason in the log when the block loops, allocates 1 GB, throws or is deleted', async () => {
    const cases: Array<[string, string]> = [
      ['while (true) {}', 'the code block ran out of time (1 s); following its fallback'],
      ['const big = new Uint8Array(1024 * 1024 * 1024); return { n: big.length };', 'the code block ran out of memory (32 MB); following its fallback'],
      ['throw new Error("no stock");', 'the code block threw an error: Error: no stock; following its fallback'],
      ['return {', expect.stringMatching(/^the code block has a syntax error: SyntaxError/) as unknown as string],
    ];
    for (const [code, reason] of cases) {
      const block = await createCodeBlock(db, new Date(), { companyId, userId: null, name: 'Failing', code, parameters: [] });
      const turn = await runTurn(compileFlow(flowWith(block.functionId)), effects(), { snapshot: null });
      expect(texts(turn.messages), code).toEqual(['Sorry']);
      expect(turn.debug.filter((d) => d.moduleId === 'code').map((d) => d.text)).toEqual([reason]);
    }
    const gone = await createCodeBlock(db, new Date(), { companyId, userId: null, name: 'Gone', code: 'return {};', parameters: [] });
    await deleteCodeBlock(db, companyId, gone.functionId);
    const turn = await runTurn(compileFlow(flowWith(gone.functionId)), effects(), { snapshot: null });
    expect(texts(turn.messages)).toEqual(['Sorry']);
    expect(turn.debug.map((d) => d.text)).toContain('the code block was deleted or is not this company’s; following its fallback');
  });

  it("does not run another company's block", async () => {
    const other = await db
      .insertInto('companies')
      .values({ name: 'Other' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const block = await createCodeBlock(db, new Date(), { companyId: other.id, userId: null, name: 'Theirs', code: 'return { total: 1 };', parameters: [] });
    const turn = await runTurn(compileFlow(flowWith(block.functionId)), effects(), { snapshot: null });
    expect(texts(turn.messages)).toEqual(['Sorry']);
  });

  it('records each run of the module: block, version, parameters, values or error, duration and when', async () => {
    const block = await createCodeBlock(db, new Date(), { companyId, userId: null, name: 'Recorded', code: 'return { total: Number(params.b) * 2 };', parameters: ['b'] });
    const failing = await createCodeBlock(db, new Date(), { companyId, userId: null, name: 'Recorded failure', code: 'throw new Error("x");', parameters: [] });
    const at = new Date('2026-03-04T05:06:07Z');
    const recording = (): EngineEffects =>
      engineEffects({ runCode: createRunCode({ db, runner, record: codeBlockRunRecorder(db, 'a'.repeat(64)), now: () => at }, async () => companyId) });
    await runTurn(compileFlow(flowWith(block.functionId)), recording(), { snapshot: null, params: { price: '21' } });
    await runTurn(compileFlow(flowWith(failing.functionId)), recording(), { snapshot: null });
    const rows = await db.selectFrom('code_block_runs').selectAll().where('company_id', '=', companyId).orderBy('error', 'asc').execute();
    expect(rows.map((r) => [r.code_block_id, r.version, r.ran_in, r.output, r.error, r.started_at.toISOString()])).toEqual([
      [failing.functionId, '1.0.0', 'FLOW', null, 'the code block threw an error: Error: x', at.toISOString()],
      [block.functionId, '1.0.0', 'FLOW', '{"total":42}', null, at.toISOString()],
    ]);
    expect(JSON.parse(rows[1]!.inputs)).toMatchObject({ b: '21' });
    expect(rows.every((r) => r.duration_ms >= 0)).toBe(true);
  });
});
