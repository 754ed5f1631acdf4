import { z } from 'zod';
import type { ChannelKind } from '../../../services/contracts/channels';
import { lineReplyContext } from './lineReply';
import { teamsReplyContext } from './teamsReply';

/**
 * How to answer one inbound message, for kinds whose provider says it with the message: each
 * kind's adapter makes its own shape in `parse` and reads it back in `render`. It travels with
 * the message as `answerWith` (the claim keeps it while the turn runs) and is never taken from
 * anywhere else. Adding a kind that needs one is adding its shape here.
 */
export const replyContext = z.discriminatedUnion('kind', [lineReplyContext, teamsReplyContext]);
export type ReplyContext = z.infer<typeof replyContext>;

/** The reply context of kind K (never for kinds that have none). */
export type ReplyContextOf<K extends ChannelKind> = Extract<ReplyContext, { kind: K }>;
