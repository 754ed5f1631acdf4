import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

/**
 * The committed GraphQL types (server/graphql/generated, services/generated) are what
 * `npm run codegen` makes of the schema and the documents now: generated in memory, compared
 * file by file, without the network.
 */
const root = join(import.meta.dirname, '..', '..');
const FOLDERS = ['server/graphql/generated', 'services/generated'];

describe('generated GraphQL types', () => {
  it('are current with the schema and the console’s documents (run npm run codegen when not)', async () => {
    const outputs: Array<{ filename: string; content: string }> = await generate({ ...config, cwd: root, silent: true }, false);
    const committed = FOLDERS.flatMap((folder) => readdirSync(join(root, folder)).map((name) => `${folder}/${name}`)).sort();
    const made = outputs.map(({ filename }) => filename.replace(/\/\//g, '/')).sort();
    expect(committed).toEqual(made);
    for (const { filename, content } of outputs) {
      expect(readFileSync(join(root, filename), 'utf8'), `${filename} is out of date`).toBe(content);
    }
  }, 60_000);
});
