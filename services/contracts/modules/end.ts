import { z } from 'zod';
import { MAX_VOTE_LINK_HOURS, MAX_VOTE_TEXT, VOTE_TYPES } from '../conversations';
import { moduleSettings } from './common';
import { oneOf, textUpTo, wholeNumberIn } from './fields';

/** An image address the vote page can show: empty (the product logo), or http/https. */
const isVoteImage = (value: string) => value.trim() === '' || /^https?:\/\/\S+$/i.test(value.trim());

const voteText = textUpTo(MAX_VOTE_TEXT, `This text can be at most ${MAX_VOTE_TEXT} characters.`);

/**
 * The satisfaction vote an END module may ask for (docs/module-settings.md, spec 01):
 * when enabled the conversation ends with a link to the vote page.
 */
export const endVote = z.looseObject({
  enabled: z.boolean().optional(),
  voteType: oneOf(VOTE_TYPES, 'The vote type is FACES or NUMERIC.').optional(),
  /** Light markup. */
  voteMessage: voteText.optional(),
  voteLinkMessage: voteText.optional(),
  voteImage: z.string().refine(isVoteImage, 'Enter an http or https address of an image.').optional(),
  gratitudeMessage: voteText.optional(),
  expiresInHours: wholeNumberIn(1, MAX_VOTE_LINK_HOURS, `Enter a whole number of hours between 1 and ${MAX_VOTE_LINK_HOURS}.`).optional(),
});
export type EndVote = z.infer<typeof endVote>;

/** END (spec 03 section 2.15: minimal settings): the conversation ends here, optionally asking for a vote. */
export const endSettings = moduleSettings({
  vote: endVote.optional(),
});
export type EndSettings = z.infer<typeof endSettings>;
