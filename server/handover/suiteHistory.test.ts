import { describe, expect, it } from 'vitest';
import { agentReadable } from './suiteHistory';

describe('what an agent reads of a stored message', () => {
  it('is its text, else its caption or body, else its kind in brackets', () => {
    expect(agentReadable('TEXT', { text: 'Where is my parcel?' })).toBe('Where is my parcel?');
    expect(agentReadable('QUICKREPLY', { text: 'Tea or coffee?', buttons: [{ title: 'Tea' }] })).toBe('Tea or coffee?');
    expect(agentReadable('IMAGE', { link: 'https://example.com/a.png', caption: 'The dent' })).toBe('The dent');
    expect(agentReadable('LIST', { header: 'Menu', body: 'Choose one' })).toBe('Choose one');
    expect(agentReadable('IMAGE', { link: 'https://example.com/a.png' })).toBe('[image]');
    expect(agentReadable('CARD', null)).toBe('[card]');
  });
});
