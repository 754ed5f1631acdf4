import { z } from 'zod';

/**
 * The Bot Framework's Activity (the Bot Connector API) as Teams posts it to a bot's messaging
 * endpoint and as the bot posts its replies back to the activity's serviceUrl. Only the parts
 * this console reads or writes are named; every object keeps what it does not name.
 */

export const channelAccount = z.looseObject({ id: z.string().min(1), name: z.string().optional() });

/** A button of a card or of suggested actions: imBack sends `value` back as the person's text, openUrl opens it. */
export const cardAction = z.looseObject({ type: z.string(), title: z.string(), value: z.unknown().optional() });
export type CardAction = z.infer<typeof cardAction>;

/** A hero card (application/vnd.microsoft.card.hero), or any other attachment by its content type. */
export const heroCard = z.looseObject({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  text: z.string().optional(),
  images: z.array(z.looseObject({ url: z.string() })).optional(),
  buttons: z.array(cardAction).optional(),
});
export type HeroCard = z.infer<typeof heroCard>;
export const HERO_CARD = 'application/vnd.microsoft.card.hero';
export const attachment = z.looseObject({ contentType: z.string(), contentUrl: z.string().optional(), name: z.string().optional(), content: z.unknown().optional() });

export const activity = z.looseObject({
  type: z.string().min(1),
  id: z.string().min(1).optional(),
  timestamp: z.string().optional(),
  serviceUrl: z.string().min(1).optional(),
  channelId: z.string().optional(),
  from: channelAccount.optional(),
  conversation: z.looseObject({ id: z.string().min(1) }).optional(),
  recipient: channelAccount.optional(),
  replyToId: z.string().optional(),
  text: z.string().optional(),
  /** What an Adaptive Card's submit or a postBack button sends. */
  value: z.unknown().optional(),
  attachments: z.array(attachment).optional(),
  attachmentLayout: z.string().optional(),
  suggestedActions: z.looseObject({ actions: z.array(cardAction) }).optional(),
});
export type Activity = z.infer<typeof activity>;

/** What the Bot Connector answers a posted activity with. */
export const resourceResponse = z.looseObject({ id: z.string() });

/** The sign-in service's answer to the client-credentials grant, or its refusal. */
export const botToken = z.looseObject({ token_type: z.string(), expires_in: z.coerce.number(), access_token: z.string().min(1) });
export const signInRefusal = z.looseObject({ error: z.string(), error_description: z.string().optional() });

/** The OpenID metadata the Bot Framework publishes: where its signing keys are. */
export const openIdMetadata = z.looseObject({ issuer: z.string(), jwks_uri: z.string().min(1) });

/** One published signing key (a public RSA JWK) with the channels it may sign for. */
export const signingKey = z.looseObject({
  kid: z.string(),
  kty: z.string(),
  n: z.string().optional(),
  e: z.string().optional(),
  endorsements: z.array(z.string()).optional(),
});
export const signingKeys = z.looseObject({ keys: z.array(signingKey) });

/** The Bot Framework's fixed names: who issues activity tokens, the Bot Connector's scope, and where its services answer. */
export const BOT_FRAMEWORK = {
  issuer: 'https://api.botframework.com',
  connectorScope: 'https://api.botframework.com/.default',
  openIdPath: '/v1/.well-known/openidconfiguration',
  tokenPath: '/botframework.com/oauth2/v2.0/token',
} as const;
