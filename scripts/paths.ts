// QA's tool: prints the generated test paths of a workflow machine.
//   npm run paths -- login          all paths of the login machine
//   npm run paths -- --list         the machines and their states
//   npm run paths -- --doc          rewrites docs/machines.md from the catalogue
//   npm run paths -- --assistant <id> [--version <id or name>] [--write <file.test.ts>]
//                                   paths of a designed assistant's flow (scripts/assistantPaths.ts)
import { writeFileSync } from 'node:fs';
import { describePaths, machineCatalogue } from '../machines/testing/paths';
import { machinesDocument } from '../machines/testing/machinesDocument';

const argument = process.argv[2];
if (process.argv.slice(2).includes('--assistant')) {
  const { main } = await import('./assistantPaths');
  process.exitCode = await main(process.argv.slice(2));
} else if (!argument || argument === '--help') {
  console.log(`usage: npm run paths -- <machine> | --list | --doc | --assistant <id> [--version <id or name>] [--write <file.test.ts>]\nmachines: ${Object.keys(machineCatalogue).join(', ')}`);
} else if (argument === '--list') {
  console.log(machinesDocument());
} else if (argument === '--doc') {
  writeFileSync('docs/machines.md', machinesDocument());
  console.log('docs/machines.md written');
} else {
  try {
    console.log(describePaths(argument));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
