import { describe, expect, it } from 'vitest';
import { stepCard } from './CardCarousel';
import { readMessage, safeUrl, telHref } from '../../../services/contracts/channels/botMessages';
import { linkify, readBackground, readPageOptions } from './chatContent';

const known = (color: string) => ['red', 'rebeccapurple'].includes(color.toLowerCase());

describe('safe links', () => {
  it('keeps http(s) addresses and paths of this site; refuses script, data and protocol-relative links', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeUrl('http://example.com')).toBe('http://example.com/');
    expect(safeUrl('/vote/abc')).toBe('/vote/abc');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,<script>')).toBeNull();
    expect(safeUrl('//evil.example.com')).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl(42)).toBeNull();
  });
  it('makes tel: links from phone numbers only', () => {
    expect(telHref('+90 (212) 555-00-00')).toBe('tel:+902125550000');
    expect(telHref('tel:112')).toBe('tel:112');
    expect(telHref('call me')).toBeNull();
    expect(telHref('javascript:alert(1)')).toBeNull();
  });
});

describe('linkify', () => {
  it('splits text and links; punctuation after an address stays text; markup stays text', () => {
    expect(linkify('See https://example.com/a, or <b>x</b>')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'text', text: ', or <b>x</b>' },
    ]);
    expect(linkify('no links\nhere')).toEqual([{ kind: 'text', text: 'no links\nhere' }]);
    expect(linkify('')).toEqual([]);
  });
});

describe('background', () => {
  it('takes hex colours, colour names the browser knows and https images; ignores the rest', () => {
    expect(readBackground('#ffeedd', known)).toEqual({ kind: 'color', value: '#ffeedd' });
    expect(readBackground('#FED', known)).toEqual({ kind: 'color', value: '#FED' });
    expect(readBackground('RebeccaPurple', known)).toEqual({ kind: 'color', value: 'rebeccapurple' });
    expect(readBackground('https://cdn.example.com/bg.png', known)).toEqual({ kind: 'image', url: 'https://cdn.example.com/bg.png' });
    expect(readBackground('notacolour', known)).toBeNull();
    expect(readBackground('#ffeeddzz', known)).toBeNull();
    expect(readBackground('http://cdn.example.com/bg.png', known)).toBeNull();
    expect(readBackground('red;position:fixed', known)).toBeNull();
    expect(readBackground('url(javascript:alert(1))', known)).toBeNull();
    expect(readBackground(null, known)).toBeNull();
  });
  it('reads the page options', () => {
    expect(readPageOptions(new URLSearchParams('channelId=ch1&isFullScreen=true&background=red'), known)).toEqual({
      channelId: 'ch1',
      fullScreen: true,
      background: { kind: 'color', value: 'red' },
    });
    expect(readPageOptions(new URLSearchParams('channelId=%20&isFullScreen=yes'), known)).toEqual({ channelId: null, fullScreen: false, background: null });
  });
});

describe('readMessage', () => {
  it('reads each type; unsafe media links show only the caption; unknown types are named', () => {
    expect(readMessage({ messageType: 'TEXT', content: { text: 'Hi' } })).toEqual({ kind: 'text', text: 'Hi' });
    expect(readMessage({ messageType: 'IMAGE', content: { link: 'https://x.test/a.png' } })).toEqual({ kind: 'media', type: 'IMAGE', link: 'https://x.test/a.png', caption: '' });
    expect(readMessage({ messageType: 'FILE', content: { link: 'javascript:x', caption: 'Menu' } })).toEqual({ kind: 'text', text: 'Menu' });
    expect(readMessage({ messageType: 'QUICKREPLY', content: { text: 'Pick', buttons: [{ id: 'b', text: 'B', type: 'PHONE', link: '+1 555' }, null] } })).toEqual({
      kind: 'quickReply',
      text: 'Pick',
      buttons: [{ id: 'b', text: 'B', kind: 'PHONE', href: 'tel:+1555' }],
    });
    expect(readMessage({ messageType: 'LIST', content: { rows: [{ id: 'r', title: 'R' }] } })).toMatchObject({ kind: 'list', rows: [{ id: 'r', title: 'R', description: '' }] });
    expect(readMessage({ messageType: 'CARD', content: { cards: [{ id: 'c', image: 'javascript:x' }] } })).toMatchObject({
      kind: 'cards',
      cards: [{ id: 'c', image: null, buttons: [] }],
    });
    expect(readMessage({ messageType: 'VOTE', content: { text: 'Rate', link: '/vote/1' } })).toEqual({ kind: 'vote', text: 'Rate', link: '/vote/1' });
    expect(readMessage({ messageType: 'PAYMENT', content: {} })).toEqual({ kind: 'unsupported', type: 'PAYMENT' });
  });
});

describe('stepCard', () => {
  it('moves one card and stops at the ends', () => {
    expect(stepCard(0, 1, 3)).toBe(1);
    expect(stepCard(2, 1, 3)).toBe(2);
    expect(stepCard(0, -1, 3)).toBe(0);
    expect(stepCard(0, 1, 0)).toBe(0);
  });
});
