import { describe, expect, it } from 'vitest';
import { commonTexts } from '../../shared/text';
import { columnsValid, exportFileName, exportGenerativeRows, exportRows, importRows, isCsvFileName, mergeGenerativeIntents, splitEntities, templateRows } from './csv';
import {
  canCreateRemoteEntity,
  ENTITY_PAIRS_MAX,
  formatPairValue,
  generativeEntityProblem,
  pairProblem,
  pairsOf,
  parsePairValue,
  remoteEntityProblem,
  removePair,
  setPair,
  type GenerativeEntity,
} from './entities';
import { connectIntent, intentNameProblem, intentTarget, matchesSearch, renameIntentConnection, renameProblem, sortedByName, utteranceProblem, withoutIntents } from './intents';
import { connectAiPath, conversationReportPath, hasIntentTransfer, isAutoGenerativeProvider, isGenerativeProvider, maxTokensForModel, trainsThenPublishes } from './providers';
import { actionNodeSettingsOf, addStopSequence, aiModeOf, chooseAutoGenerativeProvider, generativeModuleSettingsOf, thresholdAccepted, thresholdOf } from './settings';
import { aiPanelTexts as T } from './texts';
import { statusOutcome } from './training';

describe('intent names (spec 5.1)', () => {
  it('refuses an empty name with "Intent not setup correctly"', () => {
    expect(intentNameProblem('  ', [])).toEqual({ key: T.intentMissing });
  });
  it('accepts 100 characters and refuses 101', () => {
    expect(intentNameProblem('a'.repeat(100), [])).toBeNull();
    expect(intentNameProblem('a'.repeat(101), [])).toEqual({ key: T.intentTooLong });
  });
  it('blocks duplicates case-insensitively, also when renaming', () => {
    expect(intentNameProblem('GREETING', ['greeting'])).toEqual({ key: T.intentDuplicate });
    expect(renameProblem('Greeting', 'greeting', ['greeting', 'order'])).toBeNull();
    expect(renameProblem('ORDER', 'greeting', ['greeting', 'order'])).toEqual({ key: T.intentDuplicate });
  });
  it('searches exact or starts-with, case-insensitive', () => {
    expect(matchesSearch('Order_status', 'order')).toBe(true);
    expect(matchesSearch('Order_status', 'ORDER_STATUS')).toBe(true);
    expect(matchesSearch('my_order', 'order')).toBe(false);
    expect(matchesSearch('anything', '')).toBe(true);
  });
  it('sorts alphabetically without regard to case', () => {
    expect(sortedByName(['b', 'A', 'c'], (n) => n)).toEqual(['A', 'b', 'c']);
  });
  it('checks utterances: not empty, at most 2000 characters, not twice', () => {
    expect(utteranceProblem('', [])).toEqual({ key: commonTexts.fieldEmpty });
    expect(utteranceProblem('x'.repeat(2000), [])).toBeNull();
    expect(utteranceProblem('x'.repeat(2001), [])).toEqual({ key: T.utteranceTooLong, values: { max: 2000 } });
    expect(utteranceProblem('Hello', ['hello'])).toEqual({ key: T.utteranceDuplicate });
  });
});

describe('intent connections {id, intent}', () => {
  const connections = [
    { id: 'm1', intent: 'greeting', tags: ['t'] },
    { id: 'm2', intent: 'order' },
    { id: 'm3', optionID: 'fallback' },
  ];
  it('connects, replaces (keeping tags) and unselecting removes', () => {
    expect(connectIntent([], 'greeting', 'm9')).toEqual([{ id: 'm9', intent: 'greeting' }]);
    expect(connectIntent(connections, 'greeting', 'm9')).toEqual([connections[1], connections[2], { id: 'm9', intent: 'greeting', tags: ['t'] }]);
    expect(connectIntent(connections, 'greeting', null)).toEqual([connections[1], connections[2]]);
    expect(intentTarget(connections, 'order')).toBe('m2');
    expect(intentTarget(connections, 'none')).toBeNull();
  });
  it('removing intents removes their connections; renaming keeps them', () => {
    expect(withoutIntents(connections, ['greeting', 'order'])).toEqual([connections[2]]);
    expect(renameIntentConnection(connections, 'order', 'orders')[1]).toEqual({ id: 'm2', intent: 'orders' });
  });
});

describe('entities (spec 5.1)', () => {
  it('refuses a remote entity ending in a Turkish special character or a space', () => {
    for (const name of ['sehirş', 'ağaç', 'kuzu ', 'İ', 'ı']) expect(remoteEntityProblem(name, [])).toEqual({ key: T.entityTurkish });
    expect(remoteEntityProblem('şehir', [])).toBeNull();
    expect(remoteEntityProblem('City', ['city'])).toEqual({ key: T.entityDuplicate });
  });
  it('disables Create Entity for an empty name', () => {
    expect(remoteEntityProblem('', [])).toBeNull();
    expect(canCreateRemoteEntity('', [])).toBe(false);
    expect(canCreateRemoteEntity('city', [])).toBe(true);
  });
  it("refuses ' ; ' and ' , ' in generative entity names", () => {
    expect(generativeEntityProblem('a;b', [])).toEqual({ key: T.generativeEntitySeparator });
    expect(generativeEntityProblem('a,b', [])).toEqual({ key: T.generativeEntitySeparator });
    expect(generativeEntityProblem('origin', [{ name: 'Origin' }])).toEqual({ key: T.entityDuplicate });
    expect(generativeEntityProblem('origin', [])).toBeNull();
  });
  it('allows at most 10 key/value pairs; a value is a string, a list or the literal number', () => {
    let entity: GenerativeEntity = { name: 'date' };
    for (let i = 0; i < ENTITY_PAIRS_MAX; i += 1) {
      expect(pairProblem(entity, `k${i}`, 'v')).toBeNull();
      entity = setPair(entity, `k${i}`, 'v');
    }
    expect(pairProblem(entity, 'k10', 'v')).toEqual({ key: T.keyValueLimit });
    expect(pairProblem(entity, 'k0', 'changed')).toBeNull();
    expect(pairProblem(entity, 'name', 'x')).toEqual({ key: T.pairKeyReserved });
    expect(pairProblem(entity, '', 'x')).toEqual({ key: commonTexts.fieldEmpty });
    expect(pairsOf(removePair(entity, 'k0'))).toHaveLength(9);
    expect(parsePairValue('number')).toBe('number');
    expect(parsePairValue('a, b ,c')).toEqual(['a', 'b', 'c']);
    expect(formatPairValue(['a', 'b'])).toBe('a, b');
  });
});

describe('providers', () => {
  it('tells generative, auto generative and publishing providers apart', () => {
    expect(isGenerativeProvider('OpenAI')).toBe(true);
    expect(isGenerativeProvider('DialogFlow')).toBe(false);
    expect(isAutoGenerativeProvider('Generative AI Default')).toBe(true);
    expect(isAutoGenerativeProvider('OpenAI')).toBe(false);
    expect(trainsThenPublishes('CLU')).toBe(true);
    expect(trainsThenPublishes('DialogFlow')).toBe(false);
    expect(hasIntentTransfer('DialogFlow')).toBe(true);
    expect(hasIntentTransfer('Generative AI')).toBe(true);
    expect(hasIntentTransfer('LuisCloud')).toBe(false);
  });
  it('knows the model token limits, 16384 by default', () => {
    expect(maxTokensForModel('gpt-35-turbo')).toBe(4096);
    expect(maxTokensForModel('gpt-4')).toBe(8192);
    expect(maxTokensForModel('gpt-4-32k')).toBe(32768);
    expect(maxTokensForModel('gpt-35-turbo-16k')).toBe(16384);
    expect(maxTokensForModel(undefined)).toBe(16384);
    expect(maxTokensForModel('other')).toBe(16384);
  });
  it('builds the CONNECT AI and CONVERSATION REPORT destinations', () => {
    expect(connectAiPath('c 1')).toBe('/company-profile?initial=AI&id=c%201');
    expect(conversationReportPath({ aiId: 'ai1', name: 'My LUIS', companyId: 'c1', botId: 'b1', versionId: 'v2' })).toBe(
      '/conversation-report?id=ai1&name=My+LUIS&companyId=c1&botId=b1&version=v2',
    );
  });
});

describe('settings', () => {
  it('AI mode defaults to MESSAGE, threshold to 0.5 and only 0.5-1 is accepted', () => {
    expect(aiModeOf({})).toBe('MESSAGE');
    expect(aiModeOf({ aiMode: 'INPUT' })).toBe('INPUT');
    expect(thresholdOf({})).toBe(0.5);
    expect(thresholdAccepted(0.49)).toBe(false);
    expect(thresholdAccepted(0.5)).toBe(true);
    expect(thresholdAccepted(1)).toBe(true);
  });
  it('fills the generative defaults of spec 9 and clamps stored values', () => {
    expect(actionNodeSettingsOf({})).toEqual({
      intents: [],
      temperature: 0.7,
      maxTokens: 256,
      stopSequences: [],
      topP: 1,
      frequencyPenalty: 0,
      presencePenalty: 0,
      bestOf: 1,
      primaryLanguage: 'en',
    });
    expect(actionNodeSettingsOf({ aiActionModuleNodeSettings: { maxTokens: 9000, bestOf: 0 } })).toEqual(expect.objectContaining({ maxTokens: 4000, bestOf: 1 }));
  });
  it('keeps at most four distinct stop sequences', () => {
    let list: string[] = [];
    for (const s of ['a', 'a', 'b', 'c', 'd', 'e']) list = addStopSequence(list, s);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
  it('choosing an auto generative provider copies its settings and sets the token maximum from its model', () => {
    const provider = {
      id: 'p1',
      name: 'Azure',
      companyId: 'c1',
      type: 'Generative AI',
      backend: null,
      projectName: null,
      settings: { model: 'gpt-35-turbo', endpoint: 'https://x' },
    };
    const next = chooseAutoGenerativeProvider({ aiMode: 'MESSAGE' }, provider);
    expect(next).toEqual(
      expect.objectContaining({ providerId: 'p1', isDefaultProvider: false, generativeAIProviderProperties: { model: 'gpt-35-turbo', endpoint: 'https://x', maxTokenSize: 4096 } }),
    );
    expect(generativeModuleSettingsOf(next).maxTokens).toBe(4096);
    expect(generativeModuleSettingsOf({}).maxTokens).toBe(16384);
    expect(generativeModuleSettingsOf({})).toEqual(expect.objectContaining({ temperature: 0, minSimilarityScore: 0, topP: 1 }));
  });
});

describe('intents files', () => {
  it('needs Intent and Utterances, or Intent and Entities for the generative type', () => {
    expect(columnsValid(['Intent', 'Utterances'], false)).toBe(true);
    expect(columnsValid(['Intent', 'Entities'], false)).toBe(false);
    expect(columnsValid([' Intent', 'Entities '], true)).toBe(true);
    expect(columnsValid(['Intent'], true)).toBe(false);
    expect(isCsvFileName('a.CSV')).toBe(true);
    expect(isCsvFileName('a.xlsx')).toBe(false);
  });
  it('splits entities by commas and merges uploaded intents into the module', () => {
    expect(splitEntities(' a, b,,c ')).toEqual(['a', 'b', 'c']);
    const merged = mergeGenerativeIntents(
      [{ name: 'Book', entities: [{ name: 'date' }] }],
      [
        { Intent: 'book', Entities: 'date, origin' },
        { Intent: 'greet', Entities: '' },
        { Intent: '', Entities: 'lost' },
      ],
    );
    expect(merged).toEqual([
      { name: 'Book', entities: [{ name: 'date' }, { name: 'origin' }] },
      { name: 'greet', entities: [] },
    ]);
  });
  it('imports one row per utterance and exports in the same columns', () => {
    expect(
      importRows([
        { Intent: ' hi ', Utterances: 'Hello' },
        { Intent: 'x', Utterances: '' },
      ]),
    ).toEqual([{ Intent: 'hi', Utterances: 'Hello' }]);
    expect(
      exportRows([
        { intent: 'hi', utterances: ['Hello', 'Hey'] },
        { intent: 'empty', utterances: [] },
      ]),
    ).toEqual([
      { Intent: 'hi', Utterances: 'Hello' },
      { Intent: 'hi', Utterances: 'Hey' },
      { Intent: 'empty', Utterances: '' },
    ]);
    expect(exportGenerativeRows([{ name: 'book', entities: [{ name: 'a' }, { name: 'b' }] }])).toEqual([{ Intent: 'book', Entities: 'a, b' }]);
    expect(columnsValid(Object.keys(templateRows(false)[0]!), false)).toBe(true);
    expect(columnsValid(Object.keys(templateRows(true)[0]!), true)).toBe(true);
  });
  it("names a download 'Data_' + DD-MM-YYYY_HH_mm_ss in Istanbul time (UTC+3)", () => {
    expect(exportFileName(new Date('2026-01-05T21:04:09Z'))).toBe('Data_06-01-2026_00_04_09');
  });
});

describe('training statuses (spec 4.1)', () => {
  it('reads every provider spelling', () => {
    expect(['Queued', 'notStarted'].map(statusOutcome)).toEqual(['queued', 'queued']);
    expect(['InProgress', 'running'].map(statusOutcome)).toEqual(['inProgress', 'inProgress']);
    expect(['Success', 'succeeded'].map(statusOutcome)).toEqual(['completed', 'completed']);
    expect(statusOutcome('UpToDate')).toBe('upToDate');
    expect(['Fail', 'failed'].map(statusOutcome)).toEqual(['failed', 'failed']);
    expect(['partiallyCompleted', 'unknown', 'cancelled', 'cancelling'].map(statusOutcome)).toEqual(['other', 'other', 'other', 'other']);
    expect([undefined, null, ''].map(statusOutcome)).toEqual(['missing', 'missing', 'missing']);
  });
});
