import { z } from 'zod';
import { activity, botToken, openIdMetadata, resourceResponse, signingKeys } from '../channels/teamsActivity';
import { htmlPage, pathParams, type RestContracts } from './contract';

/**
 * The developer-mode stand-in for Teams and the Bot Framework under /sandbox/teams: the OpenID
 * metadata and signing keys, the sign-in service's token endpoint and the Bot Connector the
 * server calls (open), and for the operator the phone page, its JSON endpoints (registering a
 * bot, setting its messaging endpoint, a chat, writing as the Teams user, delivering an
 * activity again) and the faults tests and demos ask for.
 */

export const sandboxTeamsBotForm = z.object({ name: z.string().trim().min(1, 'name is required.').max(64) });
export const sandboxTeamsBot = z.object({ appId: z.string(), name: z.string(), password: z.string() });
export const sandboxEndpointForm = z.object({
  url: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/, 'url must be an http(s) address.'),
});
export const sandboxEndpointSet = z.object({ appId: z.string(), endpoint: z.string() });

export const sandboxTeamsChatParams = pathParams('appId', 'userId');
export const sandboxTeamsEntry = z.object({
  id: z.string(),
  from: z.enum(['person', 'bot']),
  timestamp: z.string(),
  text: z.string().optional(),
  /** The bot's reply as it posted it: suggested actions, cards. */
  activity: activity.optional(),
});
export type SandboxTeamsEntry = z.infer<typeof sandboxTeamsEntry>;
export const sandboxTeamsChat = z.object({
  bot: z.object({ appId: z.string(), name: z.string() }).nullable(),
  endpoint: z.string(),
  conversationId: z.string(),
  entries: z.array(sandboxTeamsEntry),
});
export type SandboxTeamsChat = z.infer<typeof sandboxTeamsChat>;

export const sandboxTeamsWriteForm = z.object({
  text: z.string().min(1, 'text is required.').max(28_000),
  name: z.string().trim().min(1).max(64).default('Sandbox user'),
});
/** What posting an activity to the bot's messaging endpoint gave: the activity's id and the endpoint's status (0: not reached). */
export const sandboxDelivered = z.object({ activityId: z.string(), status: z.number() });
export const sandboxRedeliverParams = pathParams('appId', 'userId', 'activityId');

export const TEAMS_FAULT_TARGETS = ['token', 'activities'] as const;
export const sandboxTeamsFaultForm = z.object({
  target: z.enum(TEAMS_FAULT_TARGETS),
  status: z.union([z.literal(401), z.literal(429), z.literal(500)]).optional(),
  times: z.number().int().min(1).max(100).default(1),
  retryAfter: z.number().int().min(0).max(3600).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(0),
});
export const sandboxTeamsFaultSet = z.object({ target: z.string(), waiting: z.number() });

/** The client-credentials grant as the sign-in service reads it (a form). */
export const tokenRequest = z.looseObject({
  grant_type: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  scope: z.string().optional(),
});

export const teamsSandboxRoutes = {
  'GET /sandbox/teams': { answer: htmlPage },
  'GET /sandbox/teams/v1/.well-known/openidconfiguration': { answer: openIdMetadata },
  'GET /sandbox/teams/v1/.well-known/keys': { answer: signingKeys },
  'POST /sandbox/teams/botframework.com/oauth2/v2.0/token': { body: tokenRequest, answer: botToken },
  'POST /sandbox/teams/connector/v3/conversations/:conversationId/activities': { params: pathParams('conversationId'), body: activity, answer: resourceResponse },
  'POST /sandbox/teams/connector/v3/conversations/:conversationId/activities/:activityId': {
    params: pathParams('conversationId', 'activityId'),
    body: activity,
    answer: resourceResponse,
  },
  'POST /sandbox/teams/bots': { body: sandboxTeamsBotForm, answer: sandboxTeamsBot },
  'POST /sandbox/teams/bots/:appId/endpoint': { params: pathParams('appId'), body: sandboxEndpointForm, answer: sandboxEndpointSet },
  'GET /sandbox/teams/chats/:appId/:userId': { params: sandboxTeamsChatParams, answer: sandboxTeamsChat },
  'POST /sandbox/teams/chats/:appId/:userId/messages': { params: sandboxTeamsChatParams, body: sandboxTeamsWriteForm, answer: sandboxDelivered },
  'POST /sandbox/teams/chats/:appId/:userId/activities/:activityId/again': { params: sandboxRedeliverParams, answer: sandboxDelivered },
  'POST /sandbox/teams/control/faults': { body: sandboxTeamsFaultForm, answer: sandboxTeamsFaultSet },
} as const satisfies RestContracts;
