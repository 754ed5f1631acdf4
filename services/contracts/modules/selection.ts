import { z } from 'zod';
import { moduleSettings } from './common';
import { link, oneOf, textUpTo } from './fields';

/**
 * SELECTION (spec 03 sections 2.4, 3.2, 5.2, 9; docs/module-settings.md): quick replies,
 * cards or a list. Where an option leads is a connection ({ optionID } per reply button or
 * list row, { cardID[, buttonID] } per card and card button), never a field. A module
 * whose type changed keeps the other types' top-level fields "for a way back".
 */
export const SELECTION_TYPES = ['QUICKREPLY', 'CARD', 'LIST'] as const;
export const BUTTON_TYPES = ['LINK', 'TEXT', 'PHONE'] as const;
export const ASPECT_RATIOS = ['1/1', '3/4', '9/16', '4/3'] as const;
export const FITS = ['cover', 'contain', 'fill', 'none', 'scale-down'] as const;

/** Spec 9: the limits of a list message. */
export const LIST_LIMITS = { header: 60, body: 1024, button: 20, sectionTitle: 20, rowTitle: 24, rowDescription: 72 } as const;

/** A phone button's number, entered like +90XXXXXXXXXX. */
const PHONE = /^\+[1-9]\d{7,14}$/;

/**
 * A reply button or card button. A LINK button keeps its URL in `link`, a PHONE button its
 * number in `value` (flows made from templates also keep the target module id there).
 */
export const selectionButton = z
  .looseObject({
    id: z.string().min(1, 'A button needs its id.'),
    text: z.string().optional(),
    type: oneOf(BUTTON_TYPES, 'The button type is LINK, TEXT or PHONE.').optional(),
    value: z.string().optional(),
    action: z.string().optional(),
    link: link.optional(),
  })
  .superRefine((button, ctx) => {
    if (button.type === 'PHONE' && button.value && !PHONE.test(button.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Enter the phone number like +90XXXXXXXXXX.' });
    }
  });
export type SelectionButton = z.infer<typeof selectionButton>;

export const card = z.looseObject({
  id: z.string().min(1, 'A card needs its id.'),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  text: z.string().optional(),
  image: link.optional(),
  buttons: z.array(selectionButton).optional(),
});
export type Card = z.infer<typeof card>;

export const listRow = z.looseObject({
  id: z.string().min(1, 'A list row needs its id.'),
  listRowId: z.string().optional(),
  listRowTitle: textUpTo(LIST_LIMITS.rowTitle, `A row title is at most ${LIST_LIMITS.rowTitle} characters.`).optional(),
  listRowDescription: textUpTo(LIST_LIMITS.rowDescription, `A row description is at most ${LIST_LIMITS.rowDescription} characters.`).optional(),
});
export type ListRow = z.infer<typeof listRow>;

export const listSection = z.looseObject({
  listSectionTitle: textUpTo(LIST_LIMITS.sectionTitle, `A section title is at most ${LIST_LIMITS.sectionTitle} characters.`).optional(),
  listCardRow: z.array(listRow).optional(),
});
export type ListSection = z.infer<typeof listSection>;

/** Spec 2.4: card aspect ratio (default 1/1) and image fit (default contain). */
export const cardParameters = z.looseObject({
  aspectRatio: oneOf(ASPECT_RATIOS, 'The aspect ratio is 1/1, 3/4, 9/16 or 4/3.').optional(),
  fit: oneOf(FITS, 'The fit is cover, contain, fill, none or scale-down.').optional(),
});

const selectionFields = {
  /** The quick replies' prompt message. */
  prompt: z.string().optional(),
  /** A channel template message the selection is sent as (an id, stored as text or number). */
  templateMessageId: z.union([z.string(), z.number()]).optional(),
  parameters: cardParameters.optional(),
  messageBoxOptionsButtonText: textUpTo(LIST_LIMITS.button, `The list button text is at most ${LIST_LIMITS.button} characters.`).optional(),
  messageBoxBody: textUpTo(LIST_LIMITS.body, `The list description is at most ${LIST_LIMITS.body} characters.`).optional(),
  listHeader: textUpTo(LIST_LIMITS.header, `The list header is at most ${LIST_LIMITS.header} characters.`).optional(),
};

/** QUICKREPLY: the type is QUICKREPLY when it is not stored. */
export const quickReplySettings = moduleSettings({
  ...selectionFields,
  selectionType: z.literal('QUICKREPLY').optional(),
  payloads: z.array(selectionButton).optional(),
});

export const cardSettings = moduleSettings({
  ...selectionFields,
  selectionType: z.literal('CARD'),
  payloads: z.array(card).optional(),
});

/** LIST: one section (payloads[0]) of rows. */
export const listSettings = moduleSettings({
  ...selectionFields,
  selectionType: z.literal('LIST'),
  payloads: z.array(listSection).optional(),
});

export const selectionSettings = z.discriminatedUnion('selectionType', [quickReplySettings, cardSettings, listSettings], {
  error: 'The selection type is QUICKREPLY, CARD or LIST.',
});
export type SelectionSettings = z.infer<typeof selectionSettings>;
