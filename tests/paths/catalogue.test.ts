import { describe, expect, it } from 'vitest';
import { workflowMachines } from '../../machines/workflowMachines';
import { machineCatalogue } from './catalogue';

describe('the machine catalogue', () => {
  it('models exactly the workflow machines the inspector and the machine pages know, each the same machine', () => {
    expect(Object.keys(machineCatalogue).sort()).toEqual(Object.keys(workflowMachines).sort());
    for (const [name, machine] of Object.entries(workflowMachines)) {
      expect(machineCatalogue[name as keyof typeof machineCatalogue].machine, name).toBe(machine);
    }
  });
});
