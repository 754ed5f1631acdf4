import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineFileOf } from '../../machines/workflowMachineFiles';
import { workflowMachines } from '../../machines/workflowMachines';
import { machineCatalogue } from './catalogue';

describe('the machine catalogue', () => {
  it('models exactly the workflow machines the inspector and the machine pages know, each the same machine', () => {
    expect(Object.keys(machineCatalogue).sort()).toEqual(Object.keys(workflowMachines).sort());
    for (const [name, machine] of Object.entries(workflowMachines)) {
      expect(machineCatalogue[name as keyof typeof machineCatalogue].machine, name).toBe(machine);
    }
  });

  it.each(Object.entries(workflowMachines))('%s is in the feature folder its pages and the path tools name, beside its test', async (name, machine) => {
    const file = machineFileOf(name) ?? '';
    expect(file).toMatch(new RegExp(`^machines/[a-z][A-Za-z]*/(forms/|popups/)?${name}\\.machine\\.ts$`));
    expect(existsSync(file.replace(/\.ts$/, '.test.ts')), `${file} has its test beside it`).toBe(true);
    const exported: Record<string, unknown> = await import(/* @vite-ignore */ `../../${file}`);
    expect(Object.values(exported)).toContain(machine);
  });

  it('names no file for a name that is no workflow machine', () => {
    expect(machineFileOf('door')).toBeUndefined();
    expect(machineFileOf('toString')).toBeUndefined();
  });
});
