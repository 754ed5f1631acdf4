import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app';
import { databaseHitCounter } from './http/hitCounts';
import { DEFAULT_PASSWORD_COST } from './auth/passwords';
import { seedTemplates } from './bots/templates/library';
import { systemClock } from './clock';
import type { AppConfig, Config } from './config';
import { seedDemoConversations } from './conversations/demoConversations';
import { seedDemoAiConversations } from './conversations/demoAiConversations';
import { consoleHolder, openConsoleDatabase, type ConsoleDatabase } from './consoleDatabase';
import type { Db } from './db/connect';
import { showGeneratedPassword } from './generatedPassword';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { httpGoogleCloud } from './providers/googleCloud/httpAdapter';
import { loadSecretKey } from './secretKeyFile';
import { seedDemo } from './seed';
import { seedDemoTelegram } from './channels/demoChannels';
import { seedDemoDataTable } from './dataStation/demoDataTable';
import { reconnectSandboxChannels } from './channels/sandboxChannels';
import { PROVIDER_BASES, providerBase } from './channels/providerBase';
import { notBuiltMessage } from './spa';
import { vectorModeLine } from './knowledgeBase/passageStore';

/** What createApp is told, from the checked environment. */
export function appConfigOf(config: Config, secretKey: string, distDir: string): AppConfig {
  return {
    publicUrl: config.publicUrl,
    loginCaptchaThreshold: config.loginCaptchaThreshold,
    devMode: config.devMode,
    secretKey,
    liveChatUrl: config.liveChatUrl,
    helpUrl: config.helpUrl,
    trustProxy: config.trustProxy,
    google: config.googleClientId && config.googleClientSecret ? { clientId: config.googleClientId, clientSecret: config.googleClientSecret } : undefined,
    tfaIssuer: config.tfaIssuer,
    passwordCost: DEFAULT_PASSWORD_COST,
    captcha: { cost: 1_000, counterMin: 300, counterMax: 900 },
    authRateLimit: config.authRateLimit,
    distDir,
    cluster: config.cluster,
    userRoleSetting: config.userRoleSetting,
    firstTimeTemplateId: config.firstTimeTemplateId,
    engineAllowPrivateAddresses: config.engineAllowPrivateAddresses,
    webChatRateLimit: config.webChatRateLimit,
    channelProviders: {
      ...(config.telegramApiUrl ? { telegram: config.telegramApiUrl } : {}),
      ...(config.whatsappGraphUrl ? { whatsappCloud: config.whatsappGraphUrl } : {}),
      ...(config.lineApiUrl ? { line: config.lineApiUrl } : {}),
      ...(config.teamsOpenIdUrl ? { teams: config.teamsOpenIdUrl } : {}),
      ...(config.teamsLoginUrl ? { teamsLogin: config.teamsLoginUrl } : {}),
      ...(config.facebookGraphUrl ? { facebook: config.facebookGraphUrl, instagram: config.facebookGraphUrl } : {}),
      ...(config.facebookDialogUrl ? { facebookDialog: config.facebookDialogUrl } : {}),
      ...(config.suiteCloudUrl ? { suite: config.suiteCloudUrl } : {}),
    },
    aiProviders: {
      ...(config.dialogflowApiUrl ? { dialogflow: config.dialogflowApiUrl } : {}),
      ...(config.watsonIamUrl ? { watsonIam: config.watsonIamUrl } : {}),
    },
    ...(config.facebookApp ? { facebookApp: config.facebookApp } : {}),
    ...(config.shopifyApp ? { shopifyApp: config.shopifyApp } : {}),
    ...(config.shopifyShopUrl ? { shopifyShopUrl: config.shopifyShopUrl } : {}),
    ...(config.zohoAccountsUrl ? { zohoAccountsUrl: config.zohoAccountsUrl } : {}),
    generativeAi: config.generativeAi,
  };
}

export type RunningConsole = { app: FastifyInstance; db: Db; stop: () => Promise<void> };

/** Why the server cannot listen, in words an operator can act on. */
function listenProblem(error: unknown, config: Config): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return new Error(`port ${config.port} on ${config.host} is already in use (another server, perhaps another console, runs there). Stop it or set PORT to a free port.`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return new Error(`HOST=${config.host} is not an address of this machine.`);
  if (code === 'EACCES') return new Error(`this user may not listen on port ${config.port}; choose a PORT above 1023.`);
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Starts the console as `npm start` does: database and migrations, the app listening (before
 * anything is seeded, so a busy port loses nothing), then the demo data on a first start.
 * Writes what an operator needs to `out`; the structured log goes to `log`.
 */
export async function startConsole(
  config: Config,
  out: NodeJS.WriteStream | NodeJS.WritableStream,
  log: NodeJS.WritableStream = out,
  opening: Promise<ConsoleDatabase> = openConsoleDatabase(config, consoleHolder(config)),
): Promise<RunningConsole> {
  const { db, dataDir, close } = await opening;
  try {
    await seedTemplates(db);
  } catch (error) {
    await close();
    throw error;
  }

  const secretKey = loadSecretKey(config.secretKey, dataDir);
  const clock = systemClock;
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom ?? `no-reply@${new URL(config.publicUrl).hostname}`) : outboxMailer(db, clock);
  const distDir = resolve('dist');
  const googleCloud = config.googleCloudCredentials
    ? httpGoogleCloud({
        credentials: JSON.parse(config.googleCloudCredentials.startsWith('{') ? config.googleCloudCredentials : readFileSync(config.googleCloudCredentials, 'utf8')) as {
          client_email: string;
          private_key: string;
          token_uri: string;
        },
        parent: config.googleCloudParent,
      })
    : undefined;
  const appConfig = appConfigOf(config, secretKey, distDir);
  // On PostgreSQL, several instances may share the database: their rate limits count there, together.
  const hits = config.databaseUrl ? databaseHitCounter(db) : undefined;
  const app = createApp({ db, mailer, clock, googleCloud, logStream: log, logLevel: config.logLevel, config: appConfig, ...(hits ? { hits } : {}) });
  // Demo conversations still being written in the background (first start only) finish before the database closes.
  let background: Promise<unknown> = Promise.resolve();
  const stop = async () => {
    await background;
    await app.close();
    await close();
  };

  // The address is written below in words: the structured log does not repeat it as a JSON line.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.level = level;
  } catch (error) {
    await stop();
    throw listenProblem(error, config);
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(dataDir, 'pglite')}`;
  const reach = config.exposed ? `on ${config.host}, reachable from the network` : 'on this machine only; HOST=0.0.0.0 exposes it';
  out.write(
    `Assistant console listening on ${config.publicUrl} (port ${config.port}, ${reach}), database: ${where}, developer mode: ${config.devMode ? 'on' : 'off'}, mail: ${config.smtpUrl ? 'SMTP' : 'outbox'}\n`,
  );
  out.write(`${await vectorModeLine(db)}\n`);
  if (config.exposed && config.devMode) {
    out.write(
      'Warning: developer mode is on while the server is reachable from the network (DEV_MODE=true). The mailbox and the sign-in sandbox still answer only this machine, but the sandbox providers are live; do not use it with real people.\n',
    );
  }
  if (!existsSync(join(distDir, 'index.html'))) out.write(`${notBuiltMessage}\n`);

  const seeded = await seedDemo(db, clock, DEFAULT_PASSWORD_COST, secretKey);
  if (seeded) {
    const demoBotId = await seedDemoConversations(db, clock, mailer, appConfig, seeded);
    await seedDemoDataTable(db, seeded.companyId, clock.now());
    // The AI reporting charts' month of conversations (several seconds of engine turns): written
    // once the server listens, without holding up the start.
    background = seedDemoAiConversations(db, clock, mailer, appConfig, seeded).catch((error: unknown) =>
      process.stderr.write(`The demo AI conversations could not be written: ${error instanceof Error ? error.message : String(error)}\n`),
    );
    if (config.devMode && providerBase(appConfig, 'telegram') === `${config.publicUrl}${PROVIDER_BASES.telegram.sandboxPath}`) {
      await seedDemoTelegram(db, secretKey, seeded, demoBotId, clock.now());
      await reconnectSandboxChannels(db, appConfig, (line) => process.stderr.write(`${line}\n`));
    }
    showGeneratedPassword({ url: `${config.publicUrl}/login`, email: seeded.email, password: seeded.password }, out, dataDir);
  }
  return { app, db, stop };
}
