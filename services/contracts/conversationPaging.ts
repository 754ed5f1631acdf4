import { MAX_CONVERSATION_PAGE_SIZE, type ConversationPage, type ConversationQuery, type ConversationRow } from './conversations';

/** Every conversation of the filter, page after page at the largest page size (the CSV). */
export async function fetchAllConversations(
  query: Omit<ConversationQuery, 'pageIndex' | 'pageSize'>,
  loadPage: (query: ConversationQuery) => Promise<ConversationPage>,
): Promise<ConversationRow[]> {
  const rows: ConversationRow[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await loadPage({ ...query, pageSize: MAX_CONVERSATION_PAGE_SIZE, pageIndex });
    rows.push(...page.conversations);
    if (!page.hasNext || page.conversations.length === 0) return rows;
  }
}
