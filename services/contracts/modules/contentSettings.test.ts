import { describe, expect, it } from 'vitest';
import type { ModuleType } from '../flow';
import { firstIssue, parsedAsStored, type SettingsCases } from './settingsCases';

const long = (n: number) => 'x'.repeat(n);

const cases: Partial<Record<ModuleType, SettingsCases>> = {
  MESSAGE: {
    valid: [
      { messageType: 'TEXT', payloads: ['Hello! I can book an appointment for you.'] },
      { messageType: 'TEXT', payloads: [''] },
      { payloads: ['Without a stored type it is TEXT.', long(2000)] },
      { messageType: 'IMAGE', payloads: [{ link: 'https://example.com/a.png', caption: 'Welcome' }] },
      { messageType: 'IMAGE', payloads: ['data:image/png;base64,AAAA', '#imageUrl'] },
      { messageType: 'STICKER', payloads: [] },
    ],
    refused: [
      ['a text alternative over 2000 characters', { messageType: 'TEXT', payloads: ['ok', long(2001)] }, 'payloads.1', 'A message can be at most 2000 characters.'],
      ['a link that is not https:// or #', { messageType: 'IMAGE', payloads: ['http://example.com/a.png'] }, 'payloads.0', 'Invalid url'],
      [
        'a caption with more than one image',
        { messageType: 'IMAGE', payloads: ['https://a.example/1.png', { link: 'https://a.example/2.png', caption: 'Two' }] },
        'payloads',
        'Please add only one image to add a caption',
      ],
      ['an unknown message type', { messageType: 'GIF', payloads: [] }, 'messageType', 'The message type is TEXT, IMAGE, FILE, AUDIO, VIDEO or STICKER.'],
      ['a payload that is not text', { messageType: 'TEXT', payloads: [42] }, 'payloads.0', 'Invalid input: expected string, received number'],
    ],
  },
  SELECTION: {
    valid: [
      // flowBuilder.quickReplies: the template keeps the target id in the button's value.
      {
        selectionType: 'QUICKREPLY',
        prompt: 'What would you like to know?',
        payloads: [{ id: 'opt-hours', text: 'Opening hours', type: 'TEXT', value: 'hours' }],
        inputParam: 'service',
      },
      { prompt: '', payloads: [{ id: 'm1-b1', text: 'Button 1', type: 'TEXT', value: '', action: '', link: '' }] },
      {
        selectionType: 'CARD',
        payloads: [{ id: 'c1', title: '', subtitle: '', text: '', image: '', buttons: [{ id: 'b1', type: 'TEXT', text: 'Text', link: 'https://', value: '' }] }],
        parameters: { aspectRatio: '9/16', fit: 'cover' },
      },
      {
        selectionType: 'LIST',
        messageBoxOptionsButtonText: '',
        messageBoxBody: '',
        listHeader: '',
        payloads: [{ listSectionTitle: '', listCardRow: [{ id: 'r1', listRowId: 'r1', listRowTitle: 'Row 1', listRowDescription: '' }] }],
      },
      { selectionType: 'LIST', payloads: [{ listSectionTitle: '', listCardRow: [] }], prompt: 'kept from the quick replies it was', templateMessageId: 1234 },
    ],
    refused: [
      [
        'a LINK button without https://',
        { selectionType: 'QUICKREPLY', payloads: [{ id: 'b1', type: 'LINK', text: 'Site', link: 'example.com' }] },
        'payloads.0.link',
        'Invalid url',
      ],
      [
        'a phone number not like +90XXXXXXXXXX',
        { selectionType: 'CARD', payloads: [{ id: 'c1', buttons: [{ id: 'b1', type: 'PHONE', value: '0555 123 45 67' }] }] },
        'payloads.0.buttons.0.value',
        'Enter the phone number like +90XXXXXXXXXX.',
      ],
      ['a button without an id', { payloads: [{ text: 'No id' }] }, 'payloads.0.id', 'Invalid input: expected string, received undefined'],
      [
        'a list row title over 24 characters',
        { selectionType: 'LIST', payloads: [{ listCardRow: [{ id: 'r1', listRowTitle: long(25) }] }] },
        'payloads.0.listCardRow.0.listRowTitle',
        'A row title is at most 24 characters.',
      ],
      [
        'a list row description over 72 characters',
        { selectionType: 'LIST', payloads: [{ listCardRow: [{ id: 'r1', listRowDescription: long(73) }] }] },
        'payloads.0.listCardRow.0.listRowDescription',
        'A row description is at most 72 characters.',
      ],
      [
        'a list section title over 20 characters',
        { selectionType: 'LIST', payloads: [{ listSectionTitle: long(21) }] },
        'payloads.0.listSectionTitle',
        'A section title is at most 20 characters.',
      ],
      ['a list header over 60 characters', { selectionType: 'LIST', listHeader: long(61) }, 'listHeader', 'The list header is at most 60 characters.'],
      ['a list description over 1024 characters', { selectionType: 'LIST', messageBoxBody: long(1025) }, 'messageBoxBody', 'The list description is at most 1024 characters.'],
      [
        'a list button text over 20 characters',
        { selectionType: 'LIST', messageBoxOptionsButtonText: long(21) },
        'messageBoxOptionsButtonText',
        'The list button text is at most 20 characters.',
      ],
      [
        'an aspect ratio the card does not offer',
        { selectionType: 'CARD', parameters: { aspectRatio: '2/1' } },
        'parameters.aspectRatio',
        'The aspect ratio is 1/1, 3/4, 9/16 or 4/3.',
      ],
      ['an unknown selection type', { selectionType: 'CAROUSEL' }, 'selectionType', 'The selection type is QUICKREPLY, CARD or LIST.'],
      [
        'cards under a quick reply',
        { selectionType: 'QUICKREPLY', payloads: [{ title: 'A card without id' }] },
        'payloads.0.id',
        'Invalid input: expected string, received undefined',
      ],
    ],
  },
};

describe.each(Object.entries(cases))('%s settings', (type, { valid, refused }) => {
  const moduleType = type as ModuleType;
  it.each(valid.map((settings) => [JSON.stringify(settings).slice(0, 80), settings] as const))('parse, kept as stored: %s', (_what, settings) => {
    expect(firstIssue(moduleType, settings)).toBeNull();
    expect(parsedAsStored(moduleType, settings)).toEqual(settings);
  });
  it.each(refused)('refuse %s', (_what, settings, field, message) => {
    expect(firstIssue(moduleType, settings)).toEqual({ field, message });
  });
});

describe('common side menu fields', () => {
  it('parse on every type and keep the notes limit of 2000 characters', () => {
    const common = {
      tags: 'Notes',
      conversationTags: ['vip'],
      keywordsGroups: [{ keywords: ['agent'], value: 'human' }],
      errorMessage: 'Again?',
      inputParam: 'topic',
      metadata: [{ key: 'a', value: 'b' }],
      identifier: 'pn',
      identificationParam: '#PHONE',
    };
    expect(firstIssue('MESSAGE', { messageType: 'TEXT', payloads: [], ...common })).toBeNull();
    expect(firstIssue('START', common)).toBeNull();
    expect(firstIssue('END', { tags: long(2001) })).toEqual({ field: 'tags', message: 'Notes are at most 2000 characters.' });
    expect(firstIssue('LOGIC', { identifier: 'id' })).toEqual({ field: 'identifier', message: 'The identifier is em (Email) or pn (Phone Number).' });
    expect(firstIssue('SELECTION', { keywordsGroups: [{ keywords: 'agent', value: 'human' }] })).toEqual({
      field: 'keywordsGroups.0.keywords',
      message: 'Invalid input: expected array, received string',
    });
  });
});
