import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machinesDocument } from './machinesDocument';

describe('docs/machines.md', () => {
  it('lists every machine with its states as the catalogue has them (run `npm run paths -- --doc` after a change)', () => {
    expect(readFileSync('docs/machines.md', 'utf8')).toBe(machinesDocument());
  });

  it('names every state of the login machine', () => {
    const document = machinesDocument();
    for (const state of ['editing', 'needsCaptcha', 'submitting', 'locked', 'signedIn']) expect(document).toContain(`\`${state}\``);
  });
});
