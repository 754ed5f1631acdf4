/** Counts of the requests the fuzzer tried: per caller, per kind of target, per payload kind, refused or accepted. */
export class Tally {
  private readonly counts = new Map<string, number>();
  private total = 0;
  private readonly milliseconds = new Map<string, number>();

  /** Time spent on a kind of payload (request, answer and the database checks after it). */
  time(payloadKind: string, ms: number): void {
    this.milliseconds.set(payloadKind, (this.milliseconds.get(payloadKind) ?? 0) + ms);
  }

  count(targetKind: string, caller: string, payloadKind: string, refused: boolean): void {
    this.total += 1;
    const outcome = refused ? 'refused' : 'accepted';
    for (const key of [`caller\t${caller}`, `target\t${targetKind}`, `payload\t${payloadKind}`, `outcome\t${outcome}`, `caller x outcome\t${caller} ${outcome}`]) {
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    }
  }

  report(run: { seconds: number; routes: number; operations: number; logLines: number; logPath: string; failures: number }): string {
    const group = (name: string) =>
      [...this.counts.entries()]
        .filter(([key]) => key.startsWith(`${name}\t`))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, n]) => `    ${key.slice(name.length + 1).padEnd(60)} ${n}`)
        .join('\n');
    return [
      `API fuzz: ${this.total} requests in ${run.seconds.toFixed(1)} s against ${run.routes} REST routes and ${run.operations} GraphQL operations; ${run.failures} failed`,
      '  per caller:',
      group('caller'),
      '  per caller and outcome:',
      group('caller x outcome'),
      '  per target kind:',
      group('target'),
      '  per payload kind:',
      group('payload'),
      '  refused / accepted:',
      group('outcome'),
      '  slowest payload kinds (seconds):',
      [...this.milliseconds.entries()]
        .sort(([, a], [, b]) => b - a)
        .slice(0, 8)
        .map(([kind, ms]) => `    ${kind.padEnd(60)} ${(ms / 1000).toFixed(1)}`)
        .join('\n'),
      `  structured log: ${run.logLines} lines in ${run.logPath}`,
    ].join('\n');
  }
}
