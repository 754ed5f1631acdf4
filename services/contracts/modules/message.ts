import { z } from 'zod';
import { moduleSettings } from './common';
import { link, textUpTo } from './fields';

/**
 * MESSAGE (spec 03 sections 2.3, 3.2, 5.2, 9): what the assistant says. A TEXT message keeps
 * its alternatives (one is picked each time); the other types keep file links, an image
 * optionally with a caption. A new module starts with one empty alternative.
 */
export const MESSAGE_TYPES = ['TEXT', 'IMAGE', 'FILE', 'AUDIO', 'VIDEO', 'STICKER'] as const;
export const MEDIA_TYPES = ['IMAGE', 'FILE', 'AUDIO', 'VIDEO', 'STICKER'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Spec 9: a text alternative has at most 2000 characters. */
export const TEXT_ALTERNATIVE_MAX = 2000;

export const textAlternative = textUpTo(TEXT_ALTERNATIVE_MAX, `A message can be at most ${TEXT_ALTERNATIVE_MAX} characters.`);

/** A file: its link, or (an image) its link with a caption. */
export const mediaPayload = z.union([link, z.looseObject({ link, caption: z.string().optional() })], {
  error: 'A file is a link, or a link with a caption.',
});
export type MediaPayload = z.infer<typeof mediaPayload>;

const hasCaption = (payload: MediaPayload) => typeof payload !== 'string' && (payload.caption ?? '') !== '';

/** TEXT: the type is TEXT when it is not stored. */
export const textMessageSettings = moduleSettings({
  messageType: z.literal('TEXT').optional(),
  payloads: z.array(textAlternative).optional(),
});

export const mediaMessageSettings = moduleSettings({
  messageType: z.enum(MEDIA_TYPES),
  payloads: z.array(mediaPayload).optional(),
}).superRefine((settings, ctx) => {
  // Spec 5.2: a caption needs exactly one image.
  const payloads = settings.payloads ?? [];
  if (payloads.length > 1 && payloads.some(hasCaption)) {
    ctx.addIssue({ code: 'custom', path: ['payloads'], message: 'Please add only one image to add a caption' });
  }
});

export const messageSettings = z.discriminatedUnion('messageType', [textMessageSettings, mediaMessageSettings], {
  error: 'The message type is TEXT, IMAGE, FILE, AUDIO, VIDEO or STICKER.',
});
export type MessageSettings = z.infer<typeof messageSettings>;
