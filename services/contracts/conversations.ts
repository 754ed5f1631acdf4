import { z } from 'zod';
import { webChatPublicLook } from './channels/webChatPublicLook';

/**
 * What the console, the web chat widget and channel partners exchange with the engine
 * about running conversations (spec 01 sections 3, 4, 7; spec 02 web chat and generic
 * webhook channel). The server validates every body with these schemas; the clients read
 * answers through them.
 */

export const MESSAGE_SENDERS = ['CLIENT', 'BOT', 'AGENT'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** Where the console's conversation REST calls live (spec 01 section 7, under the core REST base). */
export const CONVERSATION_API = '/core/v1/conversation';

/** Longest text a person may send in one message (longer is refused, nothing stored). */
export const MAX_CHAT_TEXT = 4000;

/** One message of a conversation as the widget and the console read it. */
export const chatMessage = z.object({
  /** The message's id (spec: oid). */
  oid: z.string(),
  sendBy: z.enum(MESSAGE_SENDERS),
  /** TEXT, IMAGE, VIDEO, AUDIO, FILE, QUICKREPLY, CARD, LIST, VOTE, ... */
  messageType: z.string(),
  /** TEXT: { text }; media: { link, caption? }; QUICKREPLY: { text, buttons }; CARD: { cards }; LIST: { header, body, button, rows }; VOTE: { text, link }. */
  content: z.record(z.string(), z.unknown()),
  messageDate: z.string(),
  /** Milliseconds after the person's message at which the assistant says it (WAIT FOR and module delays): the widget shows typing until then. */
  elapsedMs: z.number().int().nonnegative().default(0),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** Which web chat conversation a call is about: its id and the token the engine issued for it. */
export type ConversationKey = { conversationId: string; clientToken: string };
/** GET /microwebchat/v1/conversations/:id/messages: the conversation so far; a handed-over one that ended reads as ended. */
export const webChatHistory = z.object({ messages: z.array(chatMessage), ended: z.boolean(), handedOver: z.boolean().optional() });
export type WebChatHistory = z.infer<typeof webChatHistory>;
export type SendInput = ConversationKey & { text: string; payload?: string };

/** What a person sends through the web chat: typed text, or a tap on a button, card or list row (payload = its id). */
export const webChatInput = z.object({
  text: z.string().trim().min(1, 'A message cannot be empty.').max(MAX_CHAT_TEXT, `A message can be at most ${MAX_CHAT_TEXT} characters.`),
  payload: z.string().max(200).optional(),
});
export type WebChatInput = z.infer<typeof webChatInput>;

/** Which version a web chat conversation runs: the published one (every visitor), or the draft (the newest saved version: the designer's test chat). */
export const WEB_CHAT_RUNS = ['published', 'draft'] as const;
export type WebChatRun = (typeof WEB_CHAT_RUNS)[number];

/**
 * POST /microwebchat/v1/channels/:channelId/conversations (public): opens a conversation with
 * the channel's assistant, on its published version. `version: 'draft'` runs the newest saved
 * version instead, for a signed-in member who may see the assistant (bearer token) only.
 */
export const webChatStartBody = z
  .object({
    clientInfo: z
      .object({ name: z.string().max(200).optional(), surname: z.string().max(200).optional() })
      .strict()
      .optional(),
    version: z.enum(WEB_CHAT_RUNS, { error: "version must be 'published' or 'draft'." }).optional(),
  })
  .strict();

/** The answer to opening a conversation: the client token must be sent back as header x-client-token. */
export const webChatStarted = z.object({
  conversationId: z.string(),
  clientToken: z.string(),
  messages: z.array(chatMessage),
  ended: z.boolean(),
  /** The flow handed the conversation over to a person: the assistant answers no more, an agent takes over. */
  handedOver: z.boolean().optional(),
});
export type WebChatStarted = z.infer<typeof webChatStarted>;

/**
 * The answer to a message or a restart (POST /microwebchat/v1/conversations/:id/messages,
 * POST .../restart): the assistant's messages. When the conversation had ended, a message
 * opens a new one: conversationId and clientToken then change.
 */
export const webChatTurn = z.object({
  conversationId: z.string(),
  clientToken: z.string().optional(),
  messages: z.array(chatMessage),
  ended: z.boolean(),
  /** The conversation is with a person now (the flow handed it over): the assistant answers no more. */
  handedOver: z.boolean().optional(),
});
export type WebChatTurn = z.infer<typeof webChatTurn>;

/** GET /microwebchat/v1/channels/:channelId (public): what the widget shows before a conversation. */
export const webChatChannel = z.object({ id: z.string(), name: z.string(), assistantName: z.string(), look: webChatPublicLook.optional() });
export type WebChatChannel = z.infer<typeof webChatChannel>;

/** Generic webhook channel, POST /external/v1/incoming?channelID=... with header apiToken (spec 02 section 7). */
export const webhookIncomingBody = z
  .object({
    clientInfo: z
      .object({
        id: z.string().trim().min(1, 'clientInfo.id is required.').max(200),
        name: z.string().max(200).optional(),
        surname: z.string().max(200).optional(),
        phone: z.string().max(50).optional(),
      })
      .strict(),
    message: z
      .object({
        content: z.string().trim().min(1, 'message.content is required.').max(MAX_CHAT_TEXT),
        type: z.string().trim().min(1).max(40).default('TEXT'),
        payload: z.string().max(200).optional(),
        id: z.string().max(200).optional(),
      })
      .strict(),
  })
  .strict();
export type WebhookIncomingBody = z.infer<typeof webhookIncomingBody>;

/** What the engine POSTs to a generic channel's webhookUrl after each turn. */
export type WebhookDelivery = {
  channelID: string;
  conversationId: string;
  clientId: string;
  messages: ChatMessage[];
  ended: boolean;
};

/** A conversation row of the Conversations screen (conversationAnalysisWithPagination). */
export type ConversationRow = {
  _id: string;
  channelID: string;
  channelType: string;
  /** The channel's name, null when the channel row is gone. */
  channelName: string | null;
  clientID: string;
  startDate: string;
  lastMessageDate: string | null;
  endDate: string | null;
  isEnded: boolean;
  isHandedOver: boolean;
  isInternalHandedOver: boolean;
  botID: string | null;
  /** The assistant's name (null when the conversation names no assistant). */
  botName: string | null;
  versionID: string | null;
  rating: number | null;
};

/** The page of conversations the Conversations screen asks for (companyId goes in the header). */
export type ConversationQuery = {
  companyId: string;
  /** ISO instants: the start of the first day and the end of the last, in the browser's time zone. */
  startDate: string;
  endDate: string;
  pageSize: number;
  /** 1-based. */
  pageIndex: number;
  /** Spec 7: the inverse of the live switch, omitted when the switch is off. */
  isEnded?: boolean;
};

export type ConversationPage = {
  conversations: ConversationRow[];
  totalCount: number;
  pageSize: number;
  currentPage: number;
  totalPages: number;
  hasNext: boolean;
  hasPrevious: boolean;
};

/** Vote deep link (spec 01 section 3): GET /deeplink/:id. */
export const VOTE_TYPES = ['FACES', 'NUMERIC'] as const;
export const FACE_VALUES = [2, 4, 6, 8, 10] as const;
export const voteBody = z
  .object({
    vote: z.number().int().min(0, 'A vote is between 0 and 10.').max(10, 'A vote is between 0 and 10.'),
    voteMessage: z.string().max(2000, 'Feedback can be at most 2000 characters.').default(''),
    channelID: z.string().min(1),
  })
  .strict();
export type VoteBody = z.infer<typeof voteBody>;

/** Conversations screen (spec 01 sections 2.15, 7 and 9): figures shared by the console and the server. */
export const CONVERSATION_PAGE_SIZE = 20;
export const MAX_CONVERSATION_PAGE_SIZE = 100;
/** Most conversations one close-all call may name (a page holds at most MAX_CONVERSATION_PAGE_SIZE). */
export const MAX_CLOSE_ALL_IDS = 100;

export const conversationRowSchema = z.object({
  _id: z.string(),
  channelID: z.string(),
  channelType: z.string(),
  channelName: z.string().nullable(),
  clientID: z.string(),
  startDate: z.string(),
  lastMessageDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isEnded: z.boolean(),
  isHandedOver: z.boolean(),
  isInternalHandedOver: z.boolean(),
  botID: z.string().nullable(),
  botName: z.string().nullable(),
  versionID: z.string().nullable(),
  rating: z.number().nullable(),
});

export const conversationPageSchema = z.object({
  conversations: z.array(conversationRowSchema),
  totalCount: z.number().int(),
  pageSize: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  hasNext: z.boolean(),
  hasPrevious: z.boolean(),
});

/** Debug entry the engine writes as a LOG message (send_by BOT): which module said what. */
export const messageDebugInfo = z.object({ moduleId: z.string(), moduleType: z.string(), text: z.string() }).partial().passthrough();
export type MessageDebugInfo = z.infer<typeof messageDebugInfo>;

/** GET /core/v1/conversation/messages/:conversationId: one entry, in the order written. */
export const conversationMessage = z.object({
  oid: z.string(),
  content: z.record(z.string(), z.unknown()),
  messageType: z.string(),
  messageDate: z.string(),
  sendBy: z.enum(MESSAGE_SENDERS),
  debugInfo: messageDebugInfo.nullable(),
  /** How the channel's provider says an assistant's message went (sent, delivered, read, failed); absent when it was not sent through one. */
  deliveryStatus: z.enum(['sent', 'delivered', 'read', 'failed']).optional(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;
export const conversationMessages = z.array(conversationMessage);

/** The message type of the engine's debug entries. */
export const LOG_MESSAGE_TYPE = 'LOG';

/** PUT /core/v1/conversation/:id/close and /handover. */
export const conversationActionAnswer = z.object({ success: z.boolean(), message: z.string().optional() });
export type ConversationActionAnswer = z.infer<typeof conversationActionAnswer>;

/** POST /core/v1/conversation/close-all. */
export const closeAllBody = z
  .object({
    ids: z
      .array(z.string().trim().min(1, 'A conversation id cannot be empty.').max(100))
      .min(1, 'Name at least one conversation to close.')
      .max(MAX_CLOSE_ALL_IDS, `At most ${MAX_CLOSE_ALL_IDS} conversations can be closed at once.`),
  })
  .strict();
export type CloseAllBody = z.infer<typeof closeAllBody>;
export const closeAllAnswer = z.object({ success: z.boolean(), closed: z.number().int().nonnegative() });
export type CloseAllAnswer = z.infer<typeof closeAllAnswer>;

/** What a FACES vote link accepts (spec 01 section 9), and the message that refuses the rest. */
export const FACES_VOTE_MESSAGE = 'A faces vote is one of 2, 4, 6, 8 or 10.';

/** The properties of a vote deep link (spec 01 section 3); texts the link leaves out take the page's defaults. */
export const deepLinkProperties = z.object({
  conversationId: z.string(),
  channelId: z.string(),
  companyId: z.string(),
  voteType: z.string(),
  alreadyVoted: z.boolean(),
  voteId: z.string().optional(),
  voteName: z.string().optional(),
  voteImage: z.string().optional(),
  voteLinkMessage: z.string().optional(),
  voteMessage: z.string().optional(),
  voteLabel: z.string().optional(),
  votePlaceHolder: z.string().optional(),
  voteButtonText: z.string().optional(),
  gratitudeMessage: z.string().optional(),
  confirmationMessage: z.string().optional(),
  expiredLinkMessage: z.string().optional(),
  expiredLinkHeader: z.string().optional(),
});
export type DeepLinkProperties = z.infer<typeof deepLinkProperties>;

/** GET /deeplink/:id (public): an expired or withdrawn link answers invalidated: true. */
export const deepLinkAnswer = z.object({ deepLinkId: z.string(), invalidated: z.boolean(), deepLinkProperties });
export type DeepLinkAnswer = z.infer<typeof deepLinkAnswer>;

/** POST /vote/:conversationID and POST /deeplink/:id (public). */
export const voteSuccess = z.object({ success: z.literal(true) });
export type VoteSuccess = z.infer<typeof voteSuccess>;

/** Vote links (END module settings.vote): valid 72 hours unless the module says otherwise, at most 30 days. */
export const DEFAULT_VOTE_LINK_HOURS = 72;
export const MAX_VOTE_LINK_HOURS = 24 * 30;
/** Longest text of a vote setting (message, link message, thanks). */
export const MAX_VOTE_TEXT = 2000;

/** The public vote page's calls (spec 01 section 7). */
export type SendVoteCall = { conversationId: string; companyId: string; body: VoteBody };

export type VoteClient = {
  fetchDeepLink: (id: string, signal?: AbortSignal) => Promise<DeepLinkAnswer>;
  sendVote: (vote: SendVoteCall, signal?: AbortSignal) => Promise<VoteSuccess>;
  /** Marks the link voted (empty body). */
  markVoted: (id: string, signal?: AbortSignal) => Promise<VoteSuccess>;
};

/** The web chat widget's calls to the conversation engine (/microwebchat/v1). */
export type WebChatClient = {
  channel: (channelId: string, signal?: AbortSignal) => Promise<WebChatChannel>;
  start: (channelId: string, signal?: AbortSignal) => Promise<WebChatStarted>;
  send: (input: SendInput, signal?: AbortSignal) => Promise<WebChatTurn>;
  restart: (key: ConversationKey, signal?: AbortSignal) => Promise<WebChatTurn>;
  history: (key: ConversationKey, signal?: AbortSignal) => Promise<WebChatHistory>;
};

/**
 * Files a web messenger visitor may attach (spec 02 section 9): images when the channel's
 * imageUpload is on, every listed type when fileUpload is on. The upload is the raw body.
 */
export const WEB_CHAT_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/svg+xml',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'audio/wav',
  'audio/mpeg',
  'audio/ogg',
] as const;
export type WebChatAttachmentType = (typeof WEB_CHAT_ATTACHMENT_TYPES)[number];

/** 20 MB, the image and file limit of spec 02 section 9. */
export const MAX_WEB_CHAT_ATTACHMENT_BYTES = 20 * 1024 * 1024;

export const webChatAttachmentMessages = {
  tooLarge: 'The file is larger than 20 MB.',
  unsupportedType: 'This type of file cannot be sent.',
  notAllowed: 'This chat does not take files of this type.',
  notFound: 'File not found.',
} as const;

/** POST /microwebchat/v1/conversations/:id/attachments answers where the stored file is served (public). */
export const webChatAttachment = z.object({ url: z.string() });
export type WebChatAttachment = z.infer<typeof webChatAttachment>;

/** Whether a channel whose look has these toggles takes a file of this type. */
export function attachmentAllowed(type: string, toggles: { imageUpload?: boolean | undefined; fileUpload?: boolean | undefined }): boolean {
  if (!WEB_CHAT_ATTACHMENT_TYPES.some((known) => known === type)) return false;
  if (toggles.fileUpload === true) return true;
  return toggles.imageUpload === true && type.startsWith('image/');
}
