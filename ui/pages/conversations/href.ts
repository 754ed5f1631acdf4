/**
 * Addresses of the Conversations screen and of the pages it opens, kept apart from the pages
 * so that a link does not load the page it points to.
 */

/** The Conversations screen, of the given company when there is one. */
export function conversationsHref(companyId: string | null): string {
  return companyId ? `/conversations?${new URLSearchParams({ companyId }).toString()}` : '/conversations';
}

/** The bot-logs page of a conversation (spec 2.2: /reporting/analysis/botlogs with id and companyId). */
export function botLogsHref(conversationId: string, companyId: string): string {
  return `/reporting/analysis/botlogs?${new URLSearchParams({ id: conversationId, companyId }).toString()}`;
}
