import { beforeAll, describe, expect, it } from 'vitest';
import { en, initTestI18n } from '../../../testing/i18n';
import { cardHints, fileLimitHints, quickReplyHints } from './channelHints';
import { onlyNextConnections, targetOf, withoutCard, withoutCardButton, withoutOption, withTarget } from './connections';
import { readSettings } from '../../../../services/contracts/modules/settingsReading';
import type { SelectionSettings } from '../../../../services/contracts/modules/selection';
import {
  cardParametersOf,
  cardsOf,
  isTextMessage,
  listSectionOf,
  mediaPayloadsOf,
  newCard,
  newCardButton,
  newQuickReply,
  quickRepliesOf,
  textAlternativesOf,
  type Card,
  type SelectionButton,
} from './model';
import {
  acceptFor,
  buttonError,
  captionError,
  copyOfCard,
  fileError,
  imageSizeError,
  lengthError,
  linkError,
  LIST_LIMITS,
  MAX_UPLOAD_BYTES,
  messageTypeChangeNeedsConfirmation,
  phoneError,
  reordered,
  selectionTypeChangeNeedsConfirmation,
  settingsForSelectionType,
  textAlternativeError,
  typedLink,
  withButtonType,
  withCaption,
  type RuleText,
} from './rules';

beforeAll(() => initTestI18n());

/** The English text a rule's key shows (keys are `panelsContent.<key>`, as machines write them). */
const shown = (rule: RuleText | null) => (rule ? en(rule.key.replace('.', ':'), rule.values) : null);

describe('links (spec 5.2)', () => {
  it.each(['https://example.com/a.png', '#imageUrl'])('%s is a valid link', (link) => expect(linkError(link)).toBeNull());
  it.each(['http://example.com', 'example.com', 'https://', '#', '', 'https://a b'])('%s is an Invalid url', (link) => {
    expect(shown(linkError(link))).toBe('Invalid url');
  });
  it('typing a first character prepends https://', () => {
    expect(typedLink('', 'e')).toBe('https://e');
    expect(typedLink('https://e', 'https://ex')).toBe('https://ex');
  });
  it('a parameter (#) or a pasted address is kept as typed', () => {
    expect(typedLink('', '#')).toBe('#');
    expect(typedLink('', 'https://example.com')).toBe('https://example.com');
    expect(typedLink('', 'http://example.com')).toBe('http://example.com');
    expect(typedLink('https://x', '')).toBe('');
  });
});

describe('text alternatives', () => {
  it('allow 2000 characters and refuse 2001', () => {
    expect(textAlternativeError('a'.repeat(2000))).toBeNull();
    expect(shown(textAlternativeError('a'.repeat(2001)))).toBe('A message can be at most 2000 characters.');
  });
  it('the empty placeholder of a new module is not an alternative', () => {
    expect(textAlternativesOf({ payloads: ['', 'Hi'] })).toEqual(['Hi']);
    // An entry that is not a text is left out, the others kept.
    const stored = readSettings('MESSAGE', { payloads: ['', 'Hi', 3] });
    expect(isTextMessage(stored) ? textAlternativesOf(stored) : null).toEqual(['Hi']);
  });
});

describe('image captions (spec 5.2)', () => {
  it('need an image', () => expect(shown(captionError([]))).toBe('Please add an image first'));
  it('need exactly one image', () => expect(shown(captionError(['https://a.png', 'https://b.png']))).toBe('Please add only one image to add a caption'));
  it('are allowed on a single image', () => expect(captionError(['https://a.png'])).toBeNull());
  it('make a payload {link, caption}; an empty caption turns it back into a plain link', () => {
    expect(withCaption('https://a.png', 'Our shop')).toEqual({ link: 'https://a.png', caption: 'Our shop' });
    expect(withCaption({ link: 'https://a.png', caption: 'Our shop' }, '  ')).toBe('https://a.png');
  });
  it('media payloads read both shapes', () => {
    expect(mediaPayloadsOf({ messageType: 'IMAGE', payloads: ['https://a.png', { link: 'https://b.png', caption: 'B' }, '', { link: 'https://c.png' }] })).toEqual([
      'https://a.png',
      { link: 'https://b.png', caption: 'B' },
      { link: 'https://c.png', caption: '' },
    ]);
  });
});

describe('file checks (spec 5.2 and 9)', () => {
  it('refuse files over 20 MB', () => {
    expect(shown(fileError({ name: 'a.mp4', size: MAX_UPLOAD_BYTES + 1 }, 'VIDEO'))).toBe('File size exceeds the maximum limit of 20 MB.');
  });
  it('ask for a link for files over 1 MB (there is no upload endpoint)', () => {
    expect(shown(fileError({ name: 'a.pdf', size: MAX_UPLOAD_BYTES }, 'FILE'))).toMatch(/add it by its link/);
    expect(fileError({ name: 'a.pdf', size: 1_048_576 }, 'FILE')).toBeNull();
  });
  it('refuse images taller than twice their width', () => {
    expect(imageSizeError(100, 200)).toBeNull();
    expect(shown(imageSizeError(100, 201))).toBe("The image height can not be greater than 2 times it's width. Please customize the image and reupload it.");
  });
  it.each([
    ['IMAGE', ['x.jpg', 'x.JPEG', 'x.png', 'x.gif', 'x.svg'], ['x.webp', 'x.bmp']],
    ['VIDEO', ['x.mp4', 'x.webm', 'x.opgg', 'x.ogg'], ['x.avi']],
    ['AUDIO', ['x.waw', 'x.wav', 'x.mp3', 'x.ogg', 'x.mpeg'], ['x.flac']],
    ['STICKER', ['x.webp'], ['x.png']],
  ] as const)('%s accepts its formats only', (kind, good, bad) => {
    for (const name of good) expect(fileError({ name, size: 10 }, kind)).toBeNull();
    for (const name of bad) expect(shown(fileError({ name, size: 10 }, kind))).toMatch(/^This format is not allowed here\. Allowed formats: /);
  });
  it('FILE accepts any format; the picker offers the allowed ones', () => {
    expect(fileError({ name: 'x.docx', size: 10 }, 'FILE')).toBeNull();
    expect(acceptFor('FILE')).toBeUndefined();
    expect(acceptFor('STICKER')).toBe('.webp');
  });
});

describe('buttons', () => {
  const link: SelectionButton = { id: 'b1', text: 'Shop', type: 'LINK', link: 'https://shop.example', value: '', action: '' };
  it('changing the type clears the value (spec 4.2)', () => {
    expect(withButtonType(link, 'PHONE')).toEqual({ ...link, type: 'PHONE', link: '', value: '' });
    expect(withButtonType(link, 'LINK')).toBe(link);
  });
  it('a phone is entered like +90XXXXXXXXXX', () => {
    expect(phoneError('+905321234567')).toBeNull();
    expect(shown(phoneError('05321234567'))).toBe('Enter the phone number like +90XXXXXXXXXX.');
    expect(phoneError('+90 532')).not.toBeNull();
  });
  it('the type-specific field is checked', () => {
    expect(buttonError(link)).toBeNull();
    expect(shown(buttonError({ ...link, link: 'shop' }))).toBe('Invalid url');
    expect(shown(buttonError({ ...link, type: 'PHONE', value: '12' }))).toBe('Enter the phone number like +90XXXXXXXXXX.');
    expect(buttonError({ ...link, type: 'TEXT', link: '' })).toBeNull();
  });
  it('a new card button is type TEXT with a placeholder link and the text Text (spec 3.2)', () => {
    expect(newCardButton('b9')).toEqual({ id: 'b9', type: 'TEXT', text: 'Text', link: 'https://', value: '', action: '' });
    expect(newQuickReply('Button 2', 'b2')).toEqual({ id: 'b2', type: 'TEXT', text: 'Button 2', value: '', action: '', link: '' });
  });
});

describe('list limits (spec 9)', () => {
  it('are the spec numbers', () => {
    expect(LIST_LIMITS).toEqual({ header: 60, body: 1024, button: 20, sectionTitle: 20, rowTitle: 24, rowDescription: 72 });
  });
  it('say how long a text may be', () => {
    expect(lengthError('a'.repeat(24), LIST_LIMITS.rowTitle)).toBeNull();
    expect(shown(lengthError('a'.repeat(25), LIST_LIMITS.rowTitle))).toBe('At most 24 characters (25 now).');
  });
  it('the list section is read from payloads[0]', () => {
    const row = { id: 'r1', listRowId: 'r1', listRowTitle: 'A', listRowDescription: '' };
    expect(listSectionOf({ selectionType: 'LIST', payloads: [{ listSectionTitle: 'S', listCardRow: [row] }] })).toEqual({ listSectionTitle: 'S', listCardRow: [row] });
    expect(listSectionOf({ selectionType: 'LIST' })).toEqual({ listSectionTitle: '', listCardRow: [] });
  });
});

describe('type changes (spec 4.2)', () => {
  it('a message type change asks only when payloads would be lost', () => {
    expect(messageTypeChangeNeedsConfirmation('TEXT', 'IMAGE', 1)).toBe(true);
    expect(messageTypeChangeNeedsConfirmation('TEXT', 'IMAGE', 0)).toBe(false);
    expect(messageTypeChangeNeedsConfirmation('TEXT', 'TEXT', 3)).toBe(false);
  });
  it('a selection type change asks with payloads or a template message', () => {
    expect(selectionTypeChangeNeedsConfirmation({ payloads: [{ id: 'b1' }] })).toBe(true);
    expect(selectionTypeChangeNeedsConfirmation({ payloads: [], templateMessageId: 't1' })).toBe(true);
    expect(selectionTypeChangeNeedsConfirmation({ payloads: [] })).toBe(false);
  });
  it('a new selection type resets payloads and removes the template message', () => {
    const before: SelectionSettings = { selectionType: 'QUICKREPLY', prompt: 'Pick', payloads: [{ id: 'b1' }], templateMessageId: 't1', parameters: { fit: 'cover' } };
    expect(settingsForSelectionType(before, 'CARD')).toEqual({ selectionType: 'CARD', prompt: 'Pick', payloads: [], parameters: { fit: 'cover' } });
    expect(settingsForSelectionType(before, 'LIST')['payloads']).toEqual([{ listSectionTitle: '', listCardRow: [] }]);
  });
});

describe('cards', () => {
  const card: Card = { id: 'c1', title: 'Shoes', subtitle: '', text: '', image: 'https://a.png', buttons: [newCardButton('b1')] };
  it('a copy has new ids and the same contents', () => {
    let n = 0;
    const copy = copyOfCard(card, (prefix) => `${prefix}-new${++n}`);
    expect(copy).toEqual({ ...card, id: 'c-new1', buttons: [{ ...card.buttons[0], id: 'b-new2' }] });
  });
  it('aspect ratio 1/1 and fit contain are the defaults', () => {
    expect(cardParametersOf({})).toEqual({ aspectRatio: '1/1', fit: 'contain' });
    expect(cardParametersOf({ parameters: { aspectRatio: '9/16', fit: 'cover' } })).toEqual({ aspectRatio: '9/16', fit: 'cover' });
    expect(cardParametersOf(readSettings('SELECTION', { parameters: { aspectRatio: '2/1', fit: 'stretch' } }))).toEqual({ aspectRatio: '1/1', fit: 'contain' });
  });
  it('a new card has one new button', () => {
    const fresh = newCard('c2');
    expect(fresh).toMatchObject({ id: 'c2', title: '', subtitle: '', text: '', image: '' });
    expect(fresh.buttons).toHaveLength(1);
  });
  it('stored cards and reply buttons are read leniently', () => {
    expect(cardsOf({ selectionType: 'CARD', payloads: [{ id: 'c1', title: 'T', buttons: [{ id: 'b1' }] }] })).toEqual([
      { id: 'c1', title: 'T', subtitle: '', text: '', image: '', buttons: [{ id: 'b1', type: 'TEXT', text: '', value: '', action: '', link: '' }] },
    ]);
    // A stored card or button of another shape (a card without an id) is left out; a button type that does not exist reads as TEXT.
    const cards = readSettings('SELECTION', { selectionType: 'CARD', payloads: [{ id: 'c1', title: 'T', buttons: [{ id: 'b1', type: 'ODD' }] }, { title: 'no id' }] });
    expect(cards.selectionType === 'CARD' ? cardsOf(cards) : null).toEqual([
      { id: 'c1', title: 'T', subtitle: '', text: '', image: '', buttons: [{ id: 'b1', type: 'TEXT', text: '', value: '', action: '', link: '' }] },
    ]);
    expect(quickRepliesOf({})).toEqual([]);
    const replies = readSettings('SELECTION', { payloads: 'none' });
    expect(replies.selectionType === undefined || replies.selectionType === 'QUICKREPLY' ? quickRepliesOf(replies) : null).toEqual([]);
  });
});

describe('reordering', () => {
  const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('moves an item before or after another', () => {
    expect(reordered(items, new Set(['c']), 'a', 'before').map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(reordered(items, new Set(['a']), 'b', 'after').map((i) => i.id)).toEqual(['b', 'a', 'c']);
    expect(reordered(items, new Set(['a']), 'a', 'after').map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('connections (docs/module-settings.md)', () => {
  const connections = [
    { id: 'next' },
    { id: 'm1', optionID: 'b1' },
    { id: 'm2', cardID: 'c1' },
    { id: 'm3', cardID: 'c1', buttonID: 'b1' },
    { id: 'm4', cardID: 'c2', buttonID: 'b2' },
  ];
  it('finds the target of each slot kind', () => {
    expect(targetOf(connections, { optionID: 'b1' })).toBe('m1');
    expect(targetOf(connections, { cardID: 'c1' })).toBe('m2');
    expect(targetOf(connections, { cardID: 'c1', buttonID: 'b1' })).toBe('m3');
    expect(targetOf(connections, { optionID: 'b9' })).toBeNull();
  });
  it('writes one target per slot, with exactly the slot fields', () => {
    expect(withTarget(connections, { optionID: 'b1' }, 'x')).toContainEqual({ id: 'x', optionID: 'b1' });
    expect(withTarget(connections, { optionID: 'b1' }, 'x').filter((c) => c.optionID === 'b1')).toHaveLength(1);
    expect(withTarget([], { cardID: 'c1' }, 'x')).toEqual([{ id: 'x', cardID: 'c1' }]);
    expect(withTarget([], { cardID: 'c1', buttonID: 'b1' }, 'x')).toEqual([{ id: 'x', cardID: 'c1', buttonID: 'b1' }]);
  });
  it("'none' removes the slot's connection only", () => {
    expect(withTarget(connections, { cardID: 'c1' }, null)).toEqual(connections.filter((c) => c.id !== 'm2'));
  });
  it('removing a button, card, card button or row removes its connections', () => {
    expect(withoutOption(connections, 'b1').map((c) => c.id)).toEqual(['next', 'm2', 'm3', 'm4']);
    expect(withoutCard(connections, 'c1').map((c) => c.id)).toEqual(['next', 'm1', 'm4']);
    expect(withoutCardButton(connections, 'c1', 'b1').map((c) => c.id)).toEqual(['next', 'm1', 'm2', 'm4']);
  });
  it('a selection type change keeps only the next connection', () => {
    expect(onlyNextConnections(connections)).toEqual([{ id: 'next' }]);
  });
});

describe('channel hints (spec 9)', () => {
  const buttons = (n: number, text = 'Yes') => Array.from({ length: n }, (_, i) => newQuickReply(text, `b${i}`));
  const keys = (hints: RuleText[]) => hints.map((h) => h.key.replace('panelsContent.hints.', ''));
  it('quick replies: WhatsApp shows at most 3 buttons', () => {
    expect(keys(quickReplyHints('', buttons(3)))).toEqual([]);
    expect(keys(quickReplyHints('', buttons(4)))).toEqual(['qrWhatsAppButtons']);
    expect(en('panelsContent:hints.qrWhatsAppButtons')).toBe('WhatsApp shows at most 3 buttons.');
  });
  it('quick replies: Teams 6, Instagram and Line 13, BiP 2 to 15, texts 20, prompts 1024 and 2048', () => {
    expect(keys(quickReplyHints('', buttons(16)))).toEqual(['qrWhatsAppButtons', 'qrTeamsButtons', 'qrInstagramLineButtons', 'qrBipButtons']);
    expect(keys(quickReplyHints('', buttons(1)))).toEqual(['qrBipButtons']);
    expect(keys(quickReplyHints('', buttons(2, 'x'.repeat(21))))).toEqual(['qrButtonText']);
    expect(keys(quickReplyHints('x'.repeat(2049), buttons(2)))).toEqual(['qrWhatsAppPrompt', 'qrBipPrompt']);
  });
  it('cards: counts, buttons per card and text lengths', () => {
    const card = (over: Partial<Card> = {}, buttonCount = 1): Card => ({
      id: 'c',
      title: '',
      subtitle: '',
      text: '',
      image: '',
      buttons: Array.from({ length: buttonCount }, (_, i) => newCardButton(`b${i}`)),
      ...over,
    });
    expect(keys(cardHints([card()]))).toEqual([]);
    expect(keys(cardHints(Array.from({ length: 16 }, () => card())))).toEqual(['cardInstagramLineCount', 'cardBipCount']);
    expect(keys(cardHints([card({}, 7)]))).toEqual(['cardBipButtons', 'cardZendeskInstagramButtons', 'cardTeamsButtons']);
    expect(keys(cardHints([card({ title: 'x'.repeat(201), subtitle: 'y'.repeat(1025), text: 'z'.repeat(401), image: 'https://a.png' })]))).toEqual([
      'cardWhatsAppTitle',
      'cardInstagramText',
      'cardWhatsAppSubtitle',
      'cardBipHeader',
      'cardBipText',
      'cardTeamsImage',
    ]);
  });
  it('file limits per type', () => {
    expect(keys(fileLimitHints('STICKER'))).toContain('stickerWhatsApp');
    expect(keys(fileLimitHints('VIDEO'))).toEqual(expect.arrayContaining(['fileTelegramVideo', 'fileInstagramMedia', 'fileLineMedia', 'fileFreshchat']));
    expect(en('panelsContent:hints.fileTelegramVideo')).toBe('Telegram: videos up to 50 MB.');
  });
});
