import { z } from 'zod';

/**
 * /conversation-assistant-report (spec 01 section 2.16, for ADMINs): how each assistant of a
 * company did with the conversations that started between two days: how many it ran, how many
 * ended and are still live, how many it handed over to a person and how soon, how long they
 * were and how they were voted. SQL aggregates over the conversations (test chat left out).
 */

const day = z.iso.date({ error: 'A date must be written as YYYY-MM-DD.' });
const count = z.number().int().nonnegative();
const share = z.number().min(0).max(1).nullable();

/** POST {ANALYSIS_API}/conversation-assistant-report. */
export const conversationAssistantQuery = z
  .object({
    companyId: z.uuid({ error: 'Choose a company.' }),
    startDate: day,
    endDate: day,
    timeZone: z.string().trim().min(1).max(64),
  })
  .refine((query) => query.startDate <= query.endDate, { message: 'The start date cannot be after the end date.', path: ['startDate'] });
export type ConversationAssistantQuery = z.input<typeof conversationAssistantQuery>;

const figures = {
  conversations: count,
  ended: count,
  live: count,
  /** Handed over to a person (a support agent or another team's desk). */
  handedOver: count,
  /** handedOver / conversations; null without conversations. */
  handoverRate: share,
  /** From the start of a conversation to its handover, on average; null without handovers. */
  averageSecondsToHandover: z.number().nonnegative().nullable(),
  /** Messages of the person, the assistant and agents per conversation; null without conversations. */
  averageMessages: z.number().nonnegative().nullable(),
  votes: count,
  averageVote: z.number().nullable(),
};
export const conversationAssistantFigures = z.object(figures);
export type ConversationAssistantFigures = z.infer<typeof conversationAssistantFigures>;

export const conversationAssistantReport = z.object({
  companyId: z.string(),
  companyName: z.string(),
  startDate: day,
  endDate: day,
  totals: conversationAssistantFigures,
  /** The assistants with conversations in the range, most conversations first; an archived one is marked. */
  assistants: z.array(z.object({ id: z.string(), name: z.string(), archived: z.boolean(), ...figures })),
});
export type ConversationAssistantReport = z.infer<typeof conversationAssistantReport>;
