import type { AppConfig } from './config';
import type { Clock } from './clock';
import type { Db } from './db/connect';
import type { Mailer } from './mail/mailer';

/** What every part of the app is given instead of reaching for globals. */
export type AppDeps = { db: Db; mailer: Mailer; clock: Clock; config: AppConfig };
