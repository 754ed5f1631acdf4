/** The inspector's address for a conversation (company optional: the server finds it). Kept apart so links do not load the page. */
export function conversationInspectorHref(conversationId: string, companyId?: string | null): string {
  return `/conversation-inspector?${new URLSearchParams({ id: conversationId, ...(companyId ? { companyId } : {}) }).toString()}`;
}
