import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One data-loading pattern: screens read through the resource machine (ui/kit/useResource),
 * never with a query hook of their own, and no failed call is silently dropped.
 */
const root = join(import.meta.dirname, '..', '..');
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return SOURCE.test(name) && !TEST.test(name) ? [path] : [];
  });
}

const rules: Array<{ what: string; pattern: RegExp }> = [
  { what: 'calls useQuery( instead of the resource machine', pattern: /\buseQuery\(/ },
  { what: 'swallows a failure with .catch(() => undefined)', pattern: /\.catch\(\s*\(\s*\)\s*=>\s*(undefined|\{\s*\}|null|void 0)\s*\)/ },
];

function offences(): string[] {
  return ['ui', 'src'].flatMap((top) =>
    sources(join(root, top)).flatMap((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      return lines.flatMap((line, index) => rules.filter((rule) => rule.pattern.test(line)).map((rule) => `${relative(root, file)}:${index + 1} ${rule.what}`));
    }),
  );
}

describe('data loading', () => {
  it('no screen calls useQuery or swallows a failed call', () => {
    expect(offences()).toEqual([]);
  });

  it('recognises both offences', () => {
    expect(rules[0]!.pattern.test('const x = useQuery(COMPANIES);')).toBe(true);
    expect(rules[1]!.pattern.test('void refetch().catch(() => undefined);')).toBe(true);
    expect(rules[1]!.pattern.test('.catch(() => {})')).toBe(true);
    expect(rules[1]!.pattern.test("z.string().catch('')")).toBe(false);
  });
});
