import { readConfig } from './config';
import { consoleHolder, openConsoleDatabase } from './consoleDatabase';

async function main(): Promise<void> {
  const read = readConfig(process.env);
  if ('problems' in read) {
    process.stderr.write(`The server cannot start, its environment is wrong:\n${read.problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  // The database opens (the embedded one on its own thread) and migrates while the rest of the
  // server loads: the two took turns before, and the start waited for both.
  const opening = openConsoleDatabase(read.config, consoleHolder(read.config));
  // A failure to open is reported where startConsole awaits it, not as an unhandled rejection meanwhile.
  void opening.catch(() => undefined);
  const { startConsole } = await import('./start');
  const running = await startConsole(read.config, process.stdout, process.stdout, opening);
  const stop = async () => {
    await running.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`The server stopped: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
