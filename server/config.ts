import { z } from 'zod';

/** Everything the server reads from its environment, after checking it. */
export type Config = {
  port: number;
  /** The address the server listens on: loopback unless HOST says otherwise. */
  host: string;
  /** Whether the server listens beyond this machine (HOST is not a loopback address). */
  exposed: boolean;
  /** How much the structured log says: info (refused requests too), warn, error, silent. */
  logLevel: LogLevel;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  loginCaptchaThreshold: number;
  devMode: boolean;
  smtpUrl: string | undefined;
  secretKey: string | undefined;
  liveChatUrl: string | undefined;
  helpUrl: string | undefined;
  mailFrom: string | undefined;
  trustProxy: boolean | string;
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
  tfaIssuer: string;
  cluster: string | undefined;
  userRoleSetting: boolean;
  firstTimeTemplateId: string | undefined;
  googleCloudCredentials: string | undefined;
  googleCloudParent: string | undefined;
  engineAllowPrivateAddresses: boolean;
  webChatRateLimit: number;
  authRateLimit: number;
  telegramApiUrl: string | undefined;
  whatsappGraphUrl: string | undefined;
  lineApiUrl: string | undefined;
  teamsOpenIdUrl: string | undefined;
  teamsLoginUrl: string | undefined;
  facebookGraphUrl: string | undefined;
  facebookDialogUrl: string | undefined;
  facebookApp: { appId: string; appSecret: string } | undefined;
  shopifyApp: { apiKey: string; apiSecret: string } | undefined;
  shopifyShopUrl: string | undefined;
  zohoAccountsUrl: string | undefined;
  suiteCloudUrl: string | undefined;
  generativeAi: GenerativeAiConfig;
  dialogflowApiUrl: string | undefined;
  watsonIamUrl: string | undefined;
};

/**
 * The OpenAI-compatible service of the product's Generative AI subscription (GENERATIVE_AI_*):
 * no url, developer mode uses the generative sandbox of this server.
 */
export type GenerativeAiConfig = { url?: string; key?: string; apiStyle?: 'azure' | 'openai'; model?: string; embeddingModel?: string };

/** Settings of the app itself (what createApp needs); tests build these directly. */
export type AppConfig = {
  publicUrl: string;
  loginCaptchaThreshold: number;
  devMode: boolean;
  /** At least 32 characters; encrypts TOTP secrets and signs captcha challenges and OAuth state. */
  secretKey: string;
  liveChatUrl?: string;
  /** The Help item of the side navigation (external documentation). */
  helpUrl?: string;
  /** Whose X-Forwarded-For to believe: false (direct clients), true (any proxy) or a list of proxy addresses. */
  trustProxy?: boolean | string;
  google?: { clientId: string; clientSecret: string };
  tfaIssuer: string;
  /** scrypt cost parameter N (a power of two). */
  passwordCost: number;
  /** ALTCHA proof of work: PBKDF2 iterations per attempt and the range of the secret counter. */
  captcha: { cost: number; counterMin: number; counterMax: number };
  /** Requests per minute and IP under /auth. */
  authRateLimit: number;
  /** The deployment's cluster name (CLUSTER), handed to the console (e.g. GCP hides company creation). */
  cluster?: string;
  /** The user-role setting (spec 5, 6): only companies where the user is ADMIN are offered for new assistants. */
  userRoleSetting?: boolean;
  /** The template a first-time user's assistant is copied from (spec 7). */
  firstTimeTemplateId?: string;
  /** Folder of the built web app; absent when not built. */
  distDir?: string;
  /** Whether INTEGRATION modules may call loopback and private network addresses (default: developer mode). */
  engineAllowPrivateAddresses?: boolean;
  /** How often the outbound queue looks for due deliveries, in ms (default 500; tests shorten it). */
  outboundPollMs?: number;
  /** The first wait before a delivery is tried again, in ms, doubling each time (default 1000; tests shorten it). */
  outboundRetryBaseMs?: number;
  /** How long a claimed delivery is its sender's before another may take it, in ms (default 60 s; the crash test shortens it). */
  outboundLeaseMs?: number;
  /** Requests per minute and IP on the public web chat and webhook endpoints (default WEB_CHAT_RATE_LIMIT_DEFAULT). */
  webChatRateLimit?: number;
  /**
   * Where each channel provider's API is (server/channels/providerBase.ts): unset, developer mode
   * uses the sandbox this server runs and production the real provider.
   */
  channelProviders?: {
    telegram?: string;
    whatsappCloud?: string;
    line?: string;
    teams?: string;
    teamsLogin?: string;
    facebook?: string;
    instagram?: string;
    /** Where people sign in to Facebook (its OAuth dialog, FACEBOOK_DIALOG_URL). */
    facebookDialog?: string;
    /** The cloud suite's backend (SUITE_CLOUD_URL). */
    suite?: string;
  };
  /**
   * Where the AI providers' APIs are (server/providers/ai/aiProviderBase.ts): unset, developer
   * mode uses the sandbox this server runs and production the real provider.
   */
  aiProviders?: {
    /** Dialogflow ES's REST API (DIALOGFLOW_API_URL). */
    dialogflow?: string;
    /** IBM Cloud's IAM token service Watson Assistant keys are exchanged at (WATSON_IAM_URL). */
    watsonIam?: string;
  };
  /** The product's Facebook app (FACEBOOK_APP_ID, FACEBOOK_APP_SECRET): unset, developer mode uses the sandbox's app. */
  facebookApp?: { appId: string; appSecret: string };
  /** The product's Shopify app (SHOPIFY_API_KEY, SHOPIFY_API_SECRET): unset, developer mode uses the sandbox's app. */
  shopifyApp?: { apiKey: string; apiSecret: string };
  /**
   * Where a shop's admin is, `{shop}` standing for its myshopify.com domain (SHOPIFY_SHOP_URL):
   * unset, developer mode uses the Shopify sandbox and production `https://{shop}`.
   */
  shopifyShopUrl?: string;
  /**
   * Zoho's accounts server, where admins sign in with Zoho and codes are exchanged for a sales
   * chat's tokens (ZOHO_ACCOUNTS_URL): unset, developer mode uses the Zoho sandbox and production
   * `https://accounts.zoho.com`.
   */
  zohoAccountsUrl?: string;
  /** The product's Generative AI subscription (GENERATIVE_AI_*): unset, developer mode uses the generative sandbox. */
  generativeAi?: GenerativeAiConfig;
};

/** Web chat requests per minute and IP: a benchmark of 200 conversations from one address stays under it. */
export const WEB_CHAT_RATE_LIMIT_DEFAULT = 6000;

/** Sign-in, sign-up, reset and two-factor requests (/auth) per minute and IP. */
export const AUTH_RATE_LIMIT_DEFAULT = 100;

export const LOG_LEVELS = ['info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Listening on this machine only: nothing of a default start is reachable from the network. */
export const LOOPBACK_HOST = 'localhost';

/** Whether an address to listen on (or a caller's address) belongs to this machine alone. */
export function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/^::ffff:/i, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = optionalText.pipe(z.string().url('must be a full URL such as https://example.com').optional());

const environment = z.object({
  // An empty PORT= (as an env file leaves it) is the default port, not port 0 (any free port, which the printed URL could not name).
  PORT: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(8080)),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  HOST: z.string().trim().min(1, 'must be an address such as 127.0.0.1 or 0.0.0.0').default(LOOPBACK_HOST),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'must start with postgres://'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), 'must be an http(s) URL'),
  LOGIN_CAPTCHA_THRESHOLD: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1000).default(3),
  DEV_MODE: flag.optional(),
  NODE_ENV: z.string().optional(),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://'),
  SECRET_KEY: optionalText.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  LIVE_CHAT_URL: optionalUrl,
  HELP_URL: optionalUrl,
  MAIL_FROM: optionalText,
  TRUST_PROXY: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  TFA_ISSUER: z.string().trim().min(1).default('Assistant Console'),
  CLUSTER: optionalText,
  USER_ROLE_SETTING: flag.optional(),
  FIRST_TIME_TEMPLATE_ID: optionalText,
  GOOGLE_CLOUD_CREDENTIALS: optionalText,
  ENGINE_ALLOW_PRIVATE_ADDRESSES: flag.optional(),
  WEB_CHAT_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000).default(WEB_CHAT_RATE_LIMIT_DEFAULT),
  AUTH_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000).default(AUTH_RATE_LIMIT_DEFAULT),
  TELEGRAM_API_URL: optionalUrl,
  WHATSAPP_GRAPH_URL: optionalUrl,
  LINE_API_URL: optionalUrl,
  TEAMS_OPENID_URL: optionalUrl,
  TEAMS_LOGIN_URL: optionalUrl,
  FACEBOOK_GRAPH_URL: optionalUrl,
  FACEBOOK_DIALOG_URL: optionalUrl,
  FACEBOOK_APP_ID: optionalText.refine((v) => v === undefined || /^[0-9]{5,20}$/.test(v), 'must be the app id Meta shows (digits)'),
  FACEBOOK_APP_SECRET: optionalText,
  SHOPIFY_API_KEY: optionalText,
  SHOPIFY_API_SECRET: optionalText,
  SHOPIFY_SHOP_URL: optionalText.refine(
    (v) => v === undefined || (/^https?:\/\//.test(v) && v.includes('{shop}')),
    'must be an http(s) address with {shop} in it, e.g. https://{shop}',
  ),
  ZOHO_ACCOUNTS_URL: optionalUrl,
  SUITE_CLOUD_URL: optionalUrl,
  GENERATIVE_AI_URL: optionalUrl,
  GENERATIVE_AI_KEY: optionalText,
  GENERATIVE_AI_API_STYLE: z.enum(['azure', 'openai'], { error: 'must be azure or openai' }).optional(),
  GENERATIVE_AI_MODEL: optionalText,
  GENERATIVE_AI_EMBEDDING_MODEL: optionalText,
  DIALOGFLOW_API_URL: optionalUrl,
  WATSON_IAM_URL: optionalUrl,
  GOOGLE_CLOUD_PARENT: optionalText.refine((v) => v === undefined || /^(folders|organizations)\/\d+$/.test(v), 'must be folders/<number> or organizations/<number>'),
});

/** Parses the environment; returns the problems in readable lines when it is wrong. */
export function readConfig(env: Record<string, string | undefined>): { config: Config } | { problems: string[] } {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  }
  const e = parsed.data;
  const exposed = !isLoopback(e.HOST);
  // Developer mode (the mailbox, the sandbox providers) is on by default only for a server nobody else can reach.
  const devMode = e.DEV_MODE ?? (e.NODE_ENV !== 'production' && !exposed);
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
    return { problems: ['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together'] };
  }
  return {
    config: {
      port: e.PORT,
      host: e.HOST,
      logLevel: e.LOG_LEVEL,
      exposed,
      databaseUrl: e.DATABASE_URL,
      dataDir: e.DATA_DIR,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
      loginCaptchaThreshold: e.LOGIN_CAPTCHA_THRESHOLD,
      devMode,
      smtpUrl: e.SMTP_URL,
      secretKey: e.SECRET_KEY,
      liveChatUrl: e.LIVE_CHAT_URL,
      helpUrl: e.HELP_URL,
      mailFrom: e.MAIL_FROM,
      trustProxy: e.TRUST_PROXY === undefined || e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY,
      googleClientId: e.GOOGLE_CLIENT_ID,
      googleClientSecret: e.GOOGLE_CLIENT_SECRET,
      tfaIssuer: e.TFA_ISSUER,
      cluster: e.CLUSTER,
      userRoleSetting: e.USER_ROLE_SETTING ?? false,
      firstTimeTemplateId: e.FIRST_TIME_TEMPLATE_ID,
      googleCloudCredentials: e.GOOGLE_CLOUD_CREDENTIALS,
      googleCloudParent: e.GOOGLE_CLOUD_PARENT,
      engineAllowPrivateAddresses: e.ENGINE_ALLOW_PRIVATE_ADDRESSES ?? devMode,
      webChatRateLimit: e.WEB_CHAT_RATE_LIMIT,
      authRateLimit: e.AUTH_RATE_LIMIT,
      telegramApiUrl: e.TELEGRAM_API_URL?.replace(/\/+$/, ''),
      whatsappGraphUrl: e.WHATSAPP_GRAPH_URL?.replace(/\/+$/, ''),
      lineApiUrl: e.LINE_API_URL?.replace(/\/+$/, ''),
      teamsOpenIdUrl: e.TEAMS_OPENID_URL?.replace(/\/+$/, ''),
      teamsLoginUrl: e.TEAMS_LOGIN_URL?.replace(/\/+$/, ''),
      facebookGraphUrl: e.FACEBOOK_GRAPH_URL?.replace(/\/+$/, ''),
      facebookDialogUrl: e.FACEBOOK_DIALOG_URL?.replace(/\/+$/, ''),
      facebookApp: e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET } : undefined,
      shopifyApp: e.SHOPIFY_API_KEY && e.SHOPIFY_API_SECRET ? { apiKey: e.SHOPIFY_API_KEY, apiSecret: e.SHOPIFY_API_SECRET } : undefined,
      shopifyShopUrl: e.SHOPIFY_SHOP_URL?.replace(/\/+$/, ''),
      zohoAccountsUrl: e.ZOHO_ACCOUNTS_URL?.replace(/\/+$/, ''),
      suiteCloudUrl: e.SUITE_CLOUD_URL?.replace(/\/+$/, ''),
      generativeAi: {
        ...(e.GENERATIVE_AI_URL ? { url: e.GENERATIVE_AI_URL.replace(/\/+$/, '') } : {}),
        ...(e.GENERATIVE_AI_KEY ? { key: e.GENERATIVE_AI_KEY } : {}),
        ...(e.GENERATIVE_AI_API_STYLE ? { apiStyle: e.GENERATIVE_AI_API_STYLE } : {}),
        ...(e.GENERATIVE_AI_MODEL ? { model: e.GENERATIVE_AI_MODEL } : {}),
        ...(e.GENERATIVE_AI_EMBEDDING_MODEL ? { embeddingModel: e.GENERATIVE_AI_EMBEDDING_MODEL } : {}),
      },
      dialogflowApiUrl: e.DIALOGFLOW_API_URL?.replace(/\/+$/, ''),
      watsonIamUrl: e.WATSON_IAM_URL?.replace(/\/+$/, ''),
    },
  };
}
