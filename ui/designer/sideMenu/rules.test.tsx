import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../services/contracts/modules/settingsReading';
import type { FlowDocument, ModuleType } from '../../../services/contracts/flow';
import { newModule } from '../../../services/contracts/moduleCatalogue';
import {
  commitsNotes,
  fallbackWording,
  footerModes,
  hasFallback,
  incomingOf,
  keywordGroups,
  metadataRows,
  notesError,
  parseDelay,
  parseKeywords,
  toggledMode,
  withSetting,
} from './rules';

describe('footer toolbar per module type (spec 2.2)', () => {
  it('START has no footer', () => {
    expect(footerModes('START', true)).toEqual([]);
  });
  it('selection: Keyword and Input Parameter', () => {
    expect(footerModes('SELECTION', false)).toEqual(['delay', 'keywords', 'inputParam', 'incoming', 'metadata']);
  });
  it.each<ModuleType>(['MESSAGE', 'HANDOVER'])('%s: Parameter, no Error', (type) => {
    expect(footerModes(type, false)).toEqual(['delay', 'parameter', 'incoming', 'metadata']);
  });
  it('logic: Error and Identifier Parameter', () => {
    expect(footerModes('LOGIC', false)).toEqual(['delay', 'errorMessage', 'incoming', 'identifier', 'metadata']);
  });
  it.each<ModuleType>(['INPUT', 'AI', 'INTEGRATION', 'END', 'PAYMENTS'])('%s (other non-message modules): Error', (type) => {
    expect(footerModes(type, false)).toEqual(['delay', 'errorMessage', 'incoming', 'metadata']);
  });
  it('Tag only when the company has conversation tags', () => {
    expect(footerModes('INPUT', true)).toEqual(['delay', 'tags', 'errorMessage', 'incoming', 'metadata']);
  });
  it('clicking the active mode closes it, another opens instead', () => {
    expect(toggledMode(null, 'delay')).toBe('delay');
    expect(toggledMode('delay', 'delay')).toBeNull();
    expect(toggledMode('delay', 'metadata')).toBe('metadata');
  });
});

describe('fallback (spec 1, 2.2)', () => {
  it('every module but START and END', () => {
    expect(hasFallback('START')).toBe(false);
    expect(hasFallback('END')).toBe(false);
    expect(hasFallback('MESSAGE')).toBe(true);
  });
  it("is worded 'If selection/input/logic/action is invalid:'", () => {
    expect(['SELECTION', 'PAYMENTS', 'INPUT', 'LOGIC', 'AI', 'MESSAGE'].map((t) => fallbackWording(t as ModuleType))).toEqual([
      'selection',
      'selection',
      'input',
      'logic',
      'action',
      'action',
    ]);
  });
});

describe('side menu fields (spec 5.11)', () => {
  it('notes are at most 2000 characters', () => {
    expect(notesError('x'.repeat(2000))).toBeNull();
    expect(notesError('x'.repeat(2001))).toBe('tooLong');
  });
  it('Enter commits the notes, Shift+Enter does not', () => {
    expect(commitsNotes({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(commitsNotes({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(commitsNotes({ key: 'a', shiftKey: false })).toBe(false);
  });
  it('delay: empty removes it; a whole number of seconds, minimum 0', () => {
    expect(parseDelay('')).toEqual({ delay: null });
    expect(parseDelay(' 5 ')).toEqual({ delay: 5 });
    expect(parseDelay('0')).toEqual({ delay: 0 });
    expect(parseDelay('-1')).toEqual({ error: 'invalid' });
    expect(parseDelay('1.5')).toEqual({ error: 'invalid' });
    expect(parseDelay('soon')).toEqual({ error: 'invalid' });
  });
  it('keywords are split by commas, blanks dropped', () => {
    expect(parseKeywords('agent, human , ,help')).toEqual(['agent', 'human', 'help']);
  });
  it('reads keyword groups and metadata rows; an entry of another shape is left out, the others kept', () => {
    expect(
      keywordGroups({
        keywordsGroups: [
          { keywords: ['a'], action: 'x', value: 't' },
          { keywords: [], value: '' },
        ],
      }),
    ).toEqual([
      { keywords: ['a'], action: 'x', value: 't' },
      { keywords: [], value: '' },
    ]);
    expect(
      metadataRows({
        metadata: [
          { key: 'k', value: 'v' },
          { key: '', value: '' },
        ],
      }),
    ).toEqual([
      { key: 'k', value: 'v' },
      { key: '', value: '' },
    ]);
    expect(keywordGroups(readSettings('SELECTION', { keywordsGroups: [{ keywords: ['a', 1], action: 'x', value: 't' }, 'junk', { value: 3 }] }))).toEqual([
      { keywords: ['a'], action: 'x', value: 't' },
    ]);
    expect(metadataRows(readSettings('MESSAGE', { metadata: [{ key: 'k', value: 'v' }, null, { key: 2 }] }))).toEqual([{ key: 'k', value: 'v' }]);
    expect(keywordGroups({})).toEqual([]);
  });
  it('an empty value removes a common field, others are kept', () => {
    expect(withSetting({ a: 1, tags: 'x' }, 'tags', '')).toEqual({ a: 1 });
    expect(withSetting({ a: 1 }, 'conversationTags', [])).toEqual({ a: 1 });
    expect(withSetting({ a: 1 }, 'errorMessage', 'Oops')).toEqual({ a: 1, errorMessage: 'Oops' });
  });
});

describe('incoming connections', () => {
  const flow: FlowDocument = {
    formatVersion: 2,
    modules: [
      { ...newModule('START', { x: 0, y: 0 }, 's'), connections: [{ id: 'm' }] },
      { ...newModule('MESSAGE', { x: 90, y: 180 }, 'm'), connections: [{ id: 'e' }] },
      { ...newModule('INPUT', { x: 90, y: 0 }, 'i'), fallback: 'e', fallbackCount: 1 },
      newModule('END', { x: 180, y: 0 }, 'e'),
    ],
  };
  it('lists the modules linking here, by connection or fallback', () => {
    expect(incomingOf(flow, 'e').map((i) => [i.module.id, i.viaFallback])).toEqual([
      ['m', false],
      ['i', true],
    ]);
    expect(incomingOf(flow, 's')).toEqual([]);
  });
});
