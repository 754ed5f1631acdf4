// QA's tool: prints the generated test paths of a workflow machine.
//   npm run paths -- login          shortest path to every state, paths that take every
//                                   transition, and the coverage of both
//   npm run paths -- login --format vitest [--out <file.test.ts>]
//                                   a machine-level vitest file replaying those paths
//   npm run paths -- login --format playwright [--out <file.e2e.test.ts>]
//                                   a browser spec (playwright-core in vitest) for a machine with a screen
//   npm run paths -- --all          coverage table of every machine in the catalogue
//   npm run paths -- --list         the machines and their states
//   npm run paths -- --doc [machines|paths]
//                                   rewrites docs/machines.md and the coverage table of docs/paths.md
//                                   from the catalogue (or only the one named)
//   npm run paths -- --assistant <id> [--version <id or name>] [--write <file.test.ts>]
//                                   paths of a designed assistant's flow (scripts/assistantPaths.ts)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { coverageRows, coverageTable, machineCatalogue } from '../tests/paths/paths';
import { machinesDocument } from '../tests/paths/machinesDocument';
import { pathsDocument } from '../tests/paths/pathsDocument';
import { parsePathsArgs, PATHS_USAGE, renderPaths } from '../tests/paths/pathFormats';

const argv = process.argv.slice(2);
const argument = argv[0];
if (argv.includes('--assistant')) {
  const { main } = await import('./assistantPaths');
  process.exitCode = await main(argv);
} else if (!argument || argument === '--help') {
  console.log(`${PATHS_USAGE}\nmachines: ${Object.keys(machineCatalogue).join(', ')}`);
} else if (argument === '--list') {
  console.log(machinesDocument());
} else if (argument === '--doc') {
  const only = argv[1];
  if (only !== undefined && only !== 'machines' && only !== 'paths') {
    console.error(`--doc takes machines, paths or nothing (both), got "${only}"\n${PATHS_USAGE}`);
    process.exit(2);
  }
  if (only !== 'paths') {
    writeFileSync('docs/machines.md', machinesDocument());
    console.log('docs/machines.md written');
  }
  if (only !== 'machines') {
    writeFileSync('docs/paths.md', pathsDocument(readFileSync('docs/paths.md', 'utf8')));
    console.log("docs/paths.md's coverage table written");
  }
} else if (argument === '--all') {
  const rows = coverageRows();
  console.log(coverageTable(rows));
  // A machine with a gap fails the command too, so a script can gate on it.
  if (rows.some((row) => !row.complete)) process.exitCode = 1;
} else {
  try {
    const args = parsePathsArgs(argv);
    const text = renderPaths(args, process.cwd());
    if (args.out) {
      mkdirSync(dirname(args.out), { recursive: true });
      writeFileSync(args.out, text);
      console.log(`${args.out} written`);
    } else {
      console.log(text);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
