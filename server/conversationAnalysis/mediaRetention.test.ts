import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../services/contracts/conversations';
import { MEDIA_RETENTION_MS, visibleMessages } from './mediaRetention';

const now = new Date('2026-06-30T12:00:00Z');
const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
const message = (oid: string, sendBy: ConversationMessage['sendBy'], messageType: string, msAgo: number): ConversationMessage => ({
  oid,
  content: {},
  messageType,
  messageDate: at(msAgo),
  sendBy,
  debugInfo: null,
});

describe('old client media on the ENJ cluster', () => {
  const old = MEDIA_RETENTION_MS + 1;
  const messages = [
    message('image-old', 'CLIENT', 'IMAGE', old),
    message('video-old', 'CLIENT', 'VIDEO', old),
    message('sticker-old', 'CLIENT', 'STICKER', old),
    message('audio-old', 'CLIENT', 'AUDIO', old),
    message('file-old', 'CLIENT', 'FILE', old),
    message('text-old', 'CLIENT', 'TEXT', old),
    message('bot-image-old', 'BOT', 'IMAGE', old),
    message('agent-file-old', 'AGENT', 'FILE', old),
    message('image-15-days', 'CLIENT', 'IMAGE', MEDIA_RETENTION_MS),
    message('image-new', 'CLIENT', 'IMAGE', 1000),
  ];

  it("leaves out the person's image, video, sticker, audio and file messages older than 15 days", () => {
    expect(visibleMessages(messages, 'ENJ', now).map((m) => m.oid)).toEqual(['text-old', 'bot-image-old', 'agent-file-old', 'image-15-days', 'image-new']);
  });

  it('shows everything on any other cluster, or without one', () => {
    expect(visibleMessages(messages, 'GCP', now)).toEqual(messages);
    expect(visibleMessages(messages, undefined, now)).toEqual(messages);
    expect(visibleMessages(messages, 'enj', now)).toEqual(messages);
  });
});
