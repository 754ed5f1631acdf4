import { formatPlan, planFor } from './paths';
import { playwrightSpec } from './playwrightSpec';
import { vitestSpec } from './vitestSpec';

export const PATH_FORMATS = ['text', 'vitest', 'playwright'] as const;
export type PathFormat = (typeof PATH_FORMATS)[number];
export type PathsArgs = { machine: string; format: PathFormat; out?: string };

export const PATHS_USAGE = [
  'usage: npm run paths -- <machine> [--format text|vitest|playwright] [--out <file>]',
  '       npm run paths -- --all | --list | --doc [machines|paths]',
  '       npm run paths -- --assistant <id> [--version <id or name>] [--write <file.test.ts>]',
].join('\n');

/** The arguments after the machine name; a mistake names itself and the usage. */
export function parsePathsArgs(argv: readonly string[]): PathsArgs {
  const [machine, ...rest] = argv;
  if (!machine || machine.startsWith('--')) throw new Error(`a machine name comes first\n${PATHS_USAGE}`);
  const args: PathsArgs = { machine, format: 'text' };
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i]!;
    const value = rest[i + 1];
    if (flag !== '--format' && flag !== '--out') throw new Error(`unknown argument "${flag}"\n${PATHS_USAGE}`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value\n${PATHS_USAGE}`);
    if (flag === '--format') {
      if (!(PATH_FORMATS as readonly string[]).includes(value)) throw new Error(`unknown format "${value}"; formats: ${PATH_FORMATS.join(', ')}`);
      args.format = value as PathFormat;
    } else {
      args.out = value;
    }
  }
  if (args.out && args.format === 'vitest' && !args.out.endsWith('.test.ts'))
    throw new Error(`--out for --format vitest must end in .test.ts (vitest runs those), got "${args.out}"`);
  if (args.out && args.format === 'playwright' && !args.out.endsWith('.e2e.test.ts')) {
    throw new Error(`--out for --format playwright must end in .e2e.test.ts (the browser tests' config runs those), got "${args.out}"`);
  }
  return args;
}

/** The text, vitest file or browser spec for a machine; files import relative to where they are written. */
export function renderPaths(args: PathsArgs, root: string): string {
  const plan = planFor(args.machine);
  const file = args.out ?? `tests/generated/${args.machine}.${args.format === 'playwright' ? 'e2e.test.ts' : 'paths.test.ts'}`;
  if (args.format === 'vitest') return vitestSpec(plan, file, root);
  if (args.format === 'playwright') return playwrightSpec(plan, file, root);
  return formatPlan(plan);
}
