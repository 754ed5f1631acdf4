import { readConfig } from './config';
import { startConsole } from './start';

async function main(): Promise<void> {
  const read = readConfig(process.env);
  if ('problems' in read) {
    process.stderr.write(`The server cannot start, its environment is wrong:\n${read.problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  const running = await startConsole(read.config, process.stdout);
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
