import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineCatalogue } from '../../tests/paths/catalogue';
import { machineDocs } from './machineDocs';

describe('docs/machines/', () => {
  it('holds exactly the generated pages and diagrams, up to date (run `npm run docs:machines` after a change)', async () => {
    const files = await machineDocs(machineCatalogue);
    expect(readdirSync('docs/machines').sort()).toEqual(Object.keys(files).sort());
    for (const [name, content] of Object.entries(files)) expect(readFileSync(`docs/machines/${name}`, 'utf8'), name).toBe(content);
  }, 60000);

  it('has a page and a diagram for every machine of the catalogue, each listed in the index with its counts', () => {
    const index = readFileSync('docs/machines/index.md', 'utf8');
    for (const name of Object.keys(machineCatalogue)) {
      expect(existsSync(`docs/machines/${name}.svg`), name).toBe(true);
      expect(readFileSync(`docs/machines/${name}.md`, 'utf8')).toContain(`![Statechart of ${name}](${name}.svg)`);
      expect(index).toContain(`| [${name}](${name}.md) |`);
    }
  });

  it('shows the login machine: its spec section, states with what enters and leaves them, guards and actors', () => {
    const page = readFileSync('docs/machines/login.md', 'utf8');
    expect(page).toContain('Implements: spec/01-console-shell-and-account.md §2.4 Login (/login)');
    expect(page).toContain('| `submitting` | atomic | `SUBMIT [formValid]` from editing.ready');
    expect(page).toContain('`error: signin [isLockout]` → locked');
    expect(page).toContain('invokes `signin`');
    expect(page).toMatch(/## Guards\n\n.*`lockoutOver`/);
    expect(page).toMatch(/Invoked: `fetchSession`, `signin`/);
    expect(readFileSync('docs/machines/index.md', 'utf8')).toContain(
      '| [login](login.md) | spec/01-console-shell-and-account.md §2.4 Login (/login), §4 States and transitions, §8 The error catalogue | 12 | 28 |',
    );
  });
});
