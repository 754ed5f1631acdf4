import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createApp } from './app';
import { DEFAULT_PASSWORD_COST } from './auth/passwords';
import { readConfig } from './config';
import { systemClock } from './clock';
import { connectPglite, connectPostgres } from './db/connect';
import { migrate } from './db/migrate';
import { seedTemplates } from './bots/templates/library';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { loadSecretKey } from './secretKeyFile';
import { seedDemoConversations } from './conversations/demoConversations';
import { seedDemo } from './seed';
import { httpGoogleCloud } from './providers/googleCloud/httpAdapter';
import { notBuiltMessage } from './spa';

async function main(): Promise<void> {
  const read = readConfig(process.env);
  if ('problems' in read) {
    process.stderr.write(`The server cannot start, its environment is wrong:\n${read.problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  const { config } = read;
  const dataDir = resolve(config.dataDir);
  const db = config.databaseUrl ? connectPostgres(config.databaseUrl) : connectPglite(join(dataDir, 'pglite'));
  await migrate(db);
  await seedTemplates(db);

  const secretKey = loadSecretKey(config.secretKey, dataDir);
  const clock = systemClock;
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom ?? `no-reply@${new URL(config.publicUrl).hostname}`) : outboxMailer(db, clock);
  const distDir = resolve('dist');
  const googleCloud = config.googleCloudCredentials
    ? httpGoogleCloud({
        credentials: JSON.parse(config.googleCloudCredentials.startsWith('{') ? config.googleCloudCredentials : readFileSync(config.googleCloudCredentials, 'utf8')) as { client_email: string; private_key: string; token_uri: string },
        parent: config.googleCloudParent,
      })
    : undefined;
  const app = createApp({
    db,
    mailer,
    clock,
    googleCloud,
    config: {
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
      authRateLimit: 100,
      distDir,
      cluster: config.cluster,
      userRoleSetting: config.userRoleSetting,
      firstTimeTemplateId: config.firstTimeTemplateId,
      engineAllowPrivateAddresses: config.engineAllowPrivateAddresses,
      webChatRateLimit: config.webChatRateLimit,
    },
  });

  const seeded = await seedDemo(db, clock, DEFAULT_PASSWORD_COST, secretKey);
  if (seeded) {
    await seedDemoConversations(db, clock, mailer, { devMode: config.devMode, publicUrl: config.publicUrl, engineAllowPrivateAddresses: config.engineAllowPrivateAddresses }, seeded);
  }
  await app.listen({ port: config.port, host: '0.0.0.0' });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(dataDir, 'pglite')}`;
  process.stdout.write(`Assistant console listening on ${config.publicUrl} (port ${config.port}), database: ${where}, developer mode: ${config.devMode ? 'on' : 'off'}, mail: ${config.smtpUrl ? 'SMTP' : 'outbox'}\n`);
  if (!existsSync(join(distDir, 'index.html'))) process.stdout.write(`${notBuiltMessage}\n`);
  if (seeded) {
    process.stdout.write(`\nFirst start: created the demo company and its admin. This password is shown only once:\n  URL:      ${config.publicUrl}/login\n  E-mail:   ${seeded.email}\n  Password: ${seeded.password}\n\n`);
  }

  const stop = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`The server stopped: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
