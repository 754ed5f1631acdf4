import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machinePage } from '../../machines/inspect/machineDocs';
import { statechartGraph } from '../../machines/inspect/statechartGraph';
import { machineCatalogue, type MachineName } from './catalogue';

/*
 * Each machine's reviewed shape: its states, what enters and leaves each of them (events,
 * guards, targets), its actions and actors, as docs/machines/<name>.md documents them. A machine
 * whose shape changed without its page fails here (run `npm run docs:machines` after a change).
 * MUTATION_MACHINE narrows the check to one machine when mutation testing runs it per machine.
 */
const only = process.env['MUTATION_MACHINE'];
const names = (Object.keys(machineCatalogue) as MachineName[]).filter((name) => !only || name === only);

describe('docs/machines pages', () => {
  it.each(names)('%s: has the shape its page documents', (name) => {
    const entry = machineCatalogue[name];
    const page = machinePage(name, statechartGraph(entry.machine), entry.appActions);
    expect(page).toBe(readFileSync(`docs/machines/${name}.md`, 'utf8'));
  });
});
