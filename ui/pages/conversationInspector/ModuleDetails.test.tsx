// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readStoredFlow } from '../../../services/contracts/modules/storedFlow';
import { initTestI18n } from '../../testing/i18n';
import { ModuleDetails } from './ModuleDetails';

beforeAll(() => initTestI18n());
afterEach(cleanup);

// The flow as the inspector's answer gives it: read from storage by the contract.
const read = readStoredFlow({
  formatVersion: 1,
  modules: [
    { id: 'start', type: 'START', name: 'Start', position: { x: 0, y: 0 }, connections: [{ id: 'human' }], settings: {} },
    // Stored in format 1: the mode as spec 2.11 spells it, and notes of another kind than the contract's.
    { id: 'human', type: 'HANDOVER', name: 'Agent', position: { x: 90, y: 0 }, connections: [], settings: { mode: 'external', departmentName: 'Sales', tags: 42 } },
  ],
});
if (!read.ok) throw new Error(read.problem.text);
const flow = read.flow;

describe('module details of the conversation inspector', () => {
  it('summarises the settings as the module type reads them: older spellings as stored now, fields of another kind left out', () => {
    render(<ModuleDetails flow={flow} moduleId="human" currentId="human" onClose={() => {}} />);
    const settings = screen.getByText('Sales').closest('dl');
    if (!(settings instanceof HTMLElement)) throw new Error('no settings list');
    expect(within(settings).getByText('mode').nextElementSibling?.textContent).toBe('channel');
    expect(within(settings).getByText('departmentName').nextElementSibling?.textContent).toBe('Sales');
    expect(within(settings).queryByText('tags')).toBeNull();
  });
});
