import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint (`npm run lint`, eslint.config.js) run on code planted at paths of the repository
 * (nothing is written: the text is linted as if it were there). It must name each mistake by
 * its rule, leave the generated folders alone and pass code that keeps to the rules.
 */
const root = process.cwd();
const eslint = new ESLint({ cwd: root });

/** The rules broken by `text` were it the file at `path`, one `rule@line` each. */
async function broken(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: join(root, path), warnIgnored: true });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? message.message}@${message.line}`);
}

describe('the lint', () => {
  it('names the rule of every mistake planted in a screen', async () => {
    const found = await broken(
      'ui/pages/planted/Planted.tsx',
      [
        "import { useEffect, useRef, useState } from 'react';",
        'export function Planted({ open, value }: { open: boolean; value: string }) {',
        '  const unused = 1;',
        '  if (open) useEffect(() => {});',
        '  const [shown, setShown] = useState(value);',
        '  useEffect(() => setShown(value), [value]);',
        '  const latest = useRef(value);',
        '  latest.current = value;',
        '  const same = value == shown;',
        '  return <div onClick={() => setShown("")}><img src={shown} />{String(same)}</div>;',
        '}',
      ].join('\n'),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        '@typescript-eslint/no-unused-vars@3',
        'react-hooks/rules-of-hooks@4',
        'react-hooks/set-state-in-effect@6',
        'react-hooks/refs@8',
        'eqeqeq@9',
        'jsx-a11y/click-events-have-key-events@10',
        'jsx-a11y/no-static-element-interactions@10',
        'jsx-a11y/alt-text@10',
      ]),
    );
  }, 60_000);

  it('names loose types and stray expressions in server code', async () => {
    const found = await broken('server/planted.ts', ['export function planted(input: any, ready: boolean) {', '  ready && input.go();', '  return input;', '}'].join('\n'));
    expect(found).toEqual(['@typescript-eslint/no-explicit-any@1', '@typescript-eslint/no-unused-expressions@2']);
  }, 60_000);

  it('passes code that keeps to the rules, and leaves generated files alone', async () => {
    expect(
      await broken(
        'ui/pages/planted/Kept.tsx',
        [
          "import { useState } from 'react';",
          'export function Kept({ value }: { value: string }) {',
          '  const [shown, setShown] = useState(value);',
          '  return <button type="button" onClick={() => setShown("")}>{shown}</button>;',
          '}',
        ].join('\n'),
      ),
    ).toEqual([]);
    const generated = await broken('services/generated/graphql.ts', 'export const loose: any = 1;\n');
    expect(generated).toEqual([expect.stringMatching(/^File ignored because of a matching ignore pattern/)]);
  }, 60_000);
});
