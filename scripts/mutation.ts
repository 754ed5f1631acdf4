// Mutation testing of the workflow machines, one machine at a time (npm run mutation [-- names]):
// Stryker mutates machines/<area>/<name>.machine.ts and runs the tests that judge that machine,
// its own path test beside it and its documented shape (tests/paths/machinePages.test.ts). The
// scores go into docs/paths.md between the mutation markers, keeping the rows of machines not run
// this time. Reports per machine: reports/mutation/<name>.json (with the surviving mutants).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { workflowMachineFiles } from '../machines/workflowMachineFiles';
import type { MachineName } from '../machines/workflowMachines';

const START = '<!-- mutation scores: written by npm run mutation -->';
const END = '<!-- end of mutation scores -->';
const DOC = 'docs/paths.md';

type Mutant = { status: string; mutatorName: string; location: { start: { line: number } }; replacement?: string };
type Report = { files: Record<string, { mutants: Mutant[] }> };
type Score = { killed: number; survived: number; noCoverage: number; timeout: number; score: number };

const all = Object.keys(workflowMachineFiles) as MachineName[];
const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = asked.filter((name) => !(name in workflowMachineFiles));
if (unknown.length) {
  console.error(`Unknown machine: ${unknown.join(', ')}. Known: ${all.join(', ')}`);
  process.exit(2);
}
const names = (asked.length ? asked : all) as MachineName[];

function scoreOf(report: Report): Score {
  const mutants = Object.values(report.files).flatMap((file) => file.mutants);
  const count = (status: string) => mutants.filter((m) => m.status === status).length;
  const killed = count('Killed');
  const timeout = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const judged = killed + timeout + survived + noCoverage;
  return { killed, timeout, survived, noCoverage, score: judged ? ((killed + timeout) * 100) / judged : 100 };
}

function rowsOf(text: string): Map<string, string> {
  const rows = new Map<string, string>();
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < 0) return rows;
  for (const line of text.slice(start, end).split('\n')) {
    const name = /^\| `(\w+)` \|/.exec(line)?.[1];
    if (name && name in workflowMachineFiles) rows.set(name, line);
  }
  return rows;
}

/** Writes the table into docs/paths.md after each machine, so a stopped run keeps what it measured. */
function writeTable(): void {
  const current = readFileSync(DOC, 'utf8');
  const table = [
    START,
    '',
    '| machine | mutation score | killed | survived | not covered |',
    '|---|---|---|---|---|',
    ...all.filter((name) => rows.has(name)).map((name) => rows.get(name)!),
    '',
    END,
  ].join('\n');
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  writeFileSync(DOC, start >= 0 && end >= 0 ? `${current.slice(0, start)}${table}${current.slice(end + END.length)}` : `${current.trimEnd()}\n\n${table}\n`);
}

mkdirSync('reports/mutation', { recursive: true });
const rows = rowsOf(readFileSync(DOC, 'utf8'));
for (const name of names) {
  const file = workflowMachineFiles[name];
  const test = file.replace(/\.ts$/, '.test.ts');
  const report = `reports/mutation/${name}.json`;
  const started = performance.now();
  // A sandbox folder per machine: runs of different machines may go on at the same time.
  const run = spawnSync('npx', ['stryker', 'run', '--mutate', file, '--incrementalFile', `reports/mutation/${name}.incremental.json`, '--tempDirName', `.stryker-tmp/${name}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MUTATION_TESTS: [test, 'tests/paths/machinePages.test.ts'].join(','), MUTATION_MACHINE: name, MUTATION_REPORT: report },
  });
  if (run.status !== 0 || !existsSync(report)) {
    console.error(`${name}: Stryker failed (exit ${run.status})`);
    process.exitCode = 1;
    continue;
  }
  const score = scoreOf(JSON.parse(readFileSync(report, 'utf8')) as Report);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `${name.padEnd(28)} ${score.score.toFixed(1).padStart(5)}%  killed ${score.killed + score.timeout}, survived ${score.survived}, not covered ${score.noCoverage}  (${seconds} s)`,
  );
  rows.set(name, `| \`${name}\` | ${score.score.toFixed(1)}% | ${score.killed + score.timeout} | ${score.survived} | ${score.noCoverage} |`);
  writeTable();
}
