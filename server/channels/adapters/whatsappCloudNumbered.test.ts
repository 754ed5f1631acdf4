import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../services/contracts/conversations';
import { whatsappRender } from './whatsappCloudRender';
import { numberedReply } from './whatsappCloudNumbered';

const base = 'https://console.example';
const message = (sendBy: ChatMessage['sendBy'], messageType: string, content: Record<string, unknown>): ChatMessage => ({
  oid: `m-${messageType}`,
  sendBy,
  messageType,
  content,
  messageDate: '2026-01-01T00:00:00Z',
  elapsedMs: 0,
});
const buttons = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `b${i + 1}`, text: `Option ${i + 1}`, type: 'TEXT' }));
const typed = (text: string) => ({ text, messageType: 'TEXT' as const });

describe('a typed number answering numbered text', () => {
  const menu = message('BOT', 'QUICKREPLY', { text: 'Pick one', buttons: buttons(12) });

  it('chooses the line of that number when the choices went as numbered text', () => {
    const shown = JSON.stringify(whatsappRender([menu], { recipient: '90532', conversationId: 'c1', publicUrl: base }));
    expect(shown).toContain('2. Option 2');
    expect(numberedReply(typed('2'), [message('CLIENT', 'TEXT', { text: 'hi' }), menu], base)).toEqual({ text: 'Option 2', messageType: 'TEXT', payload: 'b2' });
    expect(numberedReply(typed(' 12. '), [menu], base)).toEqual({ text: 'Option 12', messageType: 'TEXT', payload: 'b12' });
  });

  it('leaves other replies as they are: out of range, words, a tapped payload, buttons that were interactive', () => {
    expect(numberedReply(typed('13'), [menu], base)).toEqual(typed('13'));
    expect(numberedReply(typed('Option 3'), [menu], base)).toEqual(typed('Option 3'));
    expect(numberedReply({ ...typed('2'), payload: 'b5' }, [menu], base)).toEqual({ ...typed('2'), payload: 'b5' });
    const three = message('BOT', 'QUICKREPLY', { text: 'Pick one', buttons: buttons(3) });
    expect(numberedReply(typed('2'), [three], base)).toEqual(typed('2'));
    expect(numberedReply(typed('2'), [], base)).toEqual(typed('2'));
  });

  it('does not choose a link line', () => {
    const mixed = message('BOT', 'QUICKREPLY', {
      text: 'Pick',
      buttons: [
        { id: 'b1', text: 'Yes', type: 'TEXT' },
        { id: 'u', text: 'Site', type: 'URL', link: 'https://a.example' },
      ],
    });
    expect(numberedReply(typed('1'), [mixed], base)).toEqual({ text: 'Yes', messageType: 'TEXT', payload: 'b1' });
    expect(numberedReply(typed('2'), [mixed], base)).toEqual(typed('2'));
  });
});
