/** Texts of the conversation analysis calls (not in the spec; people read them as they are). */
export const conversationAnalysisMessages = {
  companyMissing: 'The companyID header is missing.',
  badDate: 'The start and end dates must be valid dates.',
  startAfterEnd: 'The start date cannot be after the end date.',
  tooOld: 'The start date can be at most 2 years ago.',
  pageSize: 'The page size must be between 1 and 100.',
  pageIndex: 'The page index must be a whole number starting at 1.',
  channelId: 'A channel id is not valid.',
  notFound: 'The conversation does not exist.',
  alreadyClosed: 'This conversation is already closed.',
  alreadyHandedOver: 'This conversation is already handed over to an agent.',
  closedNoHandover: 'A closed conversation cannot be handed over.',
} as const;
