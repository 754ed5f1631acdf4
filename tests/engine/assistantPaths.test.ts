import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantPaths, parseAssistantArgs, UsageError } from '../../scripts/assistantPaths';
import { insertUser } from '../../server/auth/users';
import { insertBot } from '../../server/bots/botStore';
import { appointmentTemplate } from '../../server/bots/templates/appointment';
import { faqTemplate } from '../../server/bots/templates/faq';
import { seedTemplates } from '../../server/bots/templates/library';
import { insertVersion } from '../../server/bots/versionStore';
import { connectPglite, type Db } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';

/**
 * `npm run paths -- --assistant ...`: the paths of an assistant's saved flow, read from the
 * console's database; --write gives a vitest file that runs green; bad arguments exit 2.
 */
const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'assistant-paths-'));
// Inside the repository, so the written file's imports and vitest's include both work.
const writeDir = mkdtempSync(join(root, 'tests/engine/.written-'));
let db: Db;
let bot: { id: string; fid: string; v1: string; v2: string; empty: string };

beforeAll(async () => {
  db = connectPglite(join(dataDir, 'pglite'));
  await migrate(db);
  await seedTemplates(db);
  const now = new Date('2027-01-04T10:00:00Z');
  const company = await db
    .insertInto('companies')
    .values({ name: 'Paths Co', is_enterprise: false, ip_allowlist: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await insertUser(db, now, { name: 'Qa', surname: 'Tester', email: 'qa@example.com', passwordHash: 'x', confirmed: true });
  const id = await insertBot(db, now, { name: 'Bookings', companyId: company.id, userId: user.id, flow: appointmentTemplate.flow });
  const v2 = await insertVersion(db, new Date('2027-01-05T10:00:00Z'), { botId: id, userId: user.id, flow: faqTemplate.flow });
  const row = await db.selectFrom('bots').select('fid').where('id', '=', id).executeTakeFirstOrThrow();
  const v1 = await db.selectFrom('bot_versions').select('id').where('bot_id', '=', id).where('name', '=', 'v1').executeTakeFirstOrThrow();
  const empty = await db
    .insertInto('bots')
    .values({ fid: 'emptyfid01', name: 'Empty', company_id: company.id, created_by: user.id, created_at: now, archived_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  bot = { id, fid: row.fid, v1: v1.id, v2: v2.id, empty: empty.id };
});

afterAll(async () => {
  await db?.destroy().catch(() => undefined);
  rmSync(writeDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await assistantPaths(argv, db, { out: (t) => out.push(t), err: (t) => err.push(t) }, root);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run paths -- --assistant', () => {
  it("prints the newest version's paths as steps with the coverage figures", async () => {
    const { code, out } = await cli('--assistant', bot.fid);
    expect(code).toBe(0);
    expect(out).toContain(`Bookings v2 (${bot.v2}): 6 paths`);
    expect(out).toContain('coverage: modules 9/9, transitions 14/14');
    expect(out).toContain(
      '  2. presses “Returns” (opt-returns)\n       bot: You can return any item within 30 days. Start a return from your order page.\n       bot: Can I help with anything else? [Yes | No, thanks]\n       then: waits at Anything else? (more)',
    );
  });

  it('takes a version by name or id, and says which side effects a path needs', async () => {
    const byName = await cli('--assistant', bot.id, '--version', 'v1');
    const byId = await cli('--assistant', bot.id, '--version', bot.v1);
    expect(byName.out).toBe(byId.out);
    expect(byName.out).toContain('coverage: modules 13/13, transitions 24/24');
    expect(byName.out).toContain('side effects the paths need: handover, email');
    expect(byName.out).toContain('needs: the mailer accepts “New appointment: Consultation on 24/05/2027” to appointments@example.com');
    expect(byName.out).toContain('writes “24/05/2027” (valid: known-good value)');
  });

  it('refuses an unknown assistant, an unknown version, an assistant without a saved version and bad arguments (exit code 2)', async () => {
    expect(await cli('--assistant', 'nobody')).toEqual({ code: 2, out: '', err: 'unknown assistant "nobody" (give its id or short id)' });
    expect(await cli('--assistant', '00000000-0000-4000-8000-000000000000')).toMatchObject({
      code: 2,
      err: 'unknown assistant "00000000-0000-4000-8000-000000000000" (give its id or short id)',
    });
    expect(await cli('--assistant', bot.fid, '--version', 'v9')).toEqual({ code: 2, out: '', err: 'unknown version "v9" of assistant "Bookings"; its versions: v2, v1' });
    expect(await cli('--assistant', bot.empty)).toEqual({ code: 2, out: '', err: 'assistant "Empty" has no saved version' });
    expect((await cli('--assistant')).code).toBe(2);
    expect(() => parseAssistantArgs(['--assistant', 'a', '--colour', 'red'])).toThrow(UsageError);
    expect(() => parseAssistantArgs(['--version', 'v1'])).toThrow('--assistant is required');
    expect(() => parseAssistantArgs(['--assistant', 'a', '--write', 'x.ts'])).toThrow('--write takes a file name ending in .test.ts');
  });

  it('--write gives a vitest file that replays every path and runs green', async () => {
    const file = join(writeDir, 'bookings.paths.test.ts');
    const { code, out } = await cli('--assistant', bot.fid, '--version', 'v1', '--write', file);
    expect(code).toBe(0);
    expect(out).toContain(`${file} written: 10 paths`);
    expect(readFileSync(file, 'utf8')).toContain("from '../replay'");
    const result = await run(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', file], { cwd: root, env: { ...process.env, CI: '1', NO_COLOR: '1' } });
    expect(result.stdout).toMatch(/Tests\s+10 passed \(10\)/);
  }, 120_000);

  it('runs as a command on the console database (DATA_DIR), exit code 2 for an unknown assistant', async () => {
    await db.destroy();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NO_COLOR: '1' };
    const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
    const ok = await run(process.execPath, [tsx, 'scripts/paths.ts', '--assistant', bot.fid], { cwd: root, env });
    expect(ok.stdout).toContain('coverage: modules 9/9, transitions 14/14');
    const failed = await run(process.execPath, [tsx, 'scripts/paths.ts', '--assistant', 'nobody'], { cwd: root, env }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain('unknown assistant "nobody"');
  }, 120_000);
});
