import type { Db } from '../db/connect';
import type { CodeBlockRunPlace } from '../db/schema';
import { decrypt } from '../secrets';

/** The most characters an inputs, output or error text keeps; the rest is cut with a marker. */
export const RUN_TEXT_MAX_CHARS = 4000;
export const TRUNCATED_MARKER = '… [truncated]';
export const SECRET_MASK = '••••••';

/** Parameter names whose values are never stored, whatever they hold. */
const SECRET_NAME = /secret|passw|token|api[_-]?key|authorization|credential/i;

/** One run of a code block, as the engine or the editor's test run saw it. */
export type CodeBlockRun = {
  companyId: string;
  codeBlockId: string;
  version: string;
  ranIn: CodeBlockRunPlace;
  conversationId?: string | null;
  inputs: Record<string, string>;
  output: Record<string, unknown> | null;
  error: string | null;
  durationMs: number;
  startedAt: Date;
};

/** A text cut to the bound, with the marker saying it was cut. */
export function bounded(text: string, max = RUN_TEXT_MAX_CHARS): string {
  return text.length <= max ? text : text.slice(0, max - TRUNCATED_MARKER.length) + TRUNCATED_MARKER;
}

/** Every occurrence of a known secret value replaced by the mask (values shorter than 4 characters are too common to hunt). */
export function maskSecretValues(text: string, secretValues: readonly string[]): string {
  let masked = text;
  for (const value of [...secretValues].filter((v) => v.length >= 4).sort((a, b) => b.length - a.length)) masked = masked.split(value).join(SECRET_MASK);
  return masked;
}

/** The values of named parameters that look like secrets masked, then every known secret value masked, then bounded. */
export function storedValues(values: Record<string, unknown>, secretValues: readonly string[]): string {
  const named = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, SECRET_NAME.test(name) ? SECRET_MASK : value]));
  return bounded(maskSecretValues(JSON.stringify(named), secretValues));
}

/** The clear values of the company's secrets, only to mask them in what a run stores. */
export async function companySecretValues(db: Db, secretKey: string, companyId: string): Promise<string[]> {
  const rows = await db.selectFrom('company_secrets').select('value_enc').where('company_id', '=', companyId).execute();
  const values: string[] = [];
  for (const row of rows) {
    try {
      values.push(decrypt(secretKey, row.value_enc));
    } catch {
      // A value sealed with another key cannot have reached a run either.
    }
  }
  return values;
}

export type RunRecorder = (run: CodeBlockRun) => Promise<void>;

/**
 * Stores runs of code blocks. Storing never fails a run: a run whose block was deleted
 * meanwhile, or a database hiccup, is simply not recorded.
 */
export function codeBlockRunRecorder(db: Db, secretKey: string): RunRecorder {
  return async (run) => {
    try {
      const secrets = await companySecretValues(db, secretKey, run.companyId);
      await db
        .insertInto('code_block_runs')
        .values({
          company_id: run.companyId,
          code_block_id: run.codeBlockId,
          version: bounded(run.version, 100),
          ran_in: run.ranIn,
          conversation_id: run.conversationId ?? null,
          inputs: storedValues(run.inputs, secrets),
          output: run.output === null ? null : storedValues(run.output, secrets),
          error: run.error === null ? null : bounded(maskSecretValues(run.error, secrets)),
          duration_ms: Math.max(0, Math.round(run.durationMs)),
          started_at: run.startedAt,
        })
        .execute();
    } catch {
      // See above: the run's answer matters more than its record.
    }
  };
}
