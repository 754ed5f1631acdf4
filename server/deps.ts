import type { AppConfig, LogLevel } from './config';
import type { Clock } from './clock';
import type { Db } from './db/connect';
import type { HitCounter } from './http/hitCounts';
import type { AiHttp } from './providers/ai/aiHttp';
import type { GenerativeServiceFor } from './providers/ai/provider';
import type { Mailer } from './mail/mailer';
import type { GoogleCloudProvider } from './providers/googleCloud/provider';
import type { Work } from './work/workPool';

/** What every part of the app is given instead of reaching for globals. */
export type AppDeps = {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  config: AppConfig;
  /** Dialogflow projects and keys; without it, developer mode uses the sandbox and production answers 503. */
  googleCloud?: GoogleCloudProvider;
  /** Where the server writes its structured log (one JSON line per entry); none: no log. */
  logStream?: NodeJS.WritableStream;
  /** How much goes into it (default info: refused requests and unexpected errors). */
  logLevel?: LogLevel;
  /** Where the CPU-bound work of big requests runs (server/work); createApp starts a pool of threads. */
  work: Work;
  /** Where rate limits count requests: this process, or the database that several instances share (createApp counts in the process unless given one). */
  hits: HitCounter;
  /** The generative service of an AI connection (chat completions, embeddings) for the knowledge base and the GENERATIVE module. */
  generativeServiceFor?: GenerativeServiceFor;
  /** How the Dialogflow and Watson adapters time out, try again and wait between training polls; none: their defaults (tests pass waits that move their clock). */
  aiHttp?: AiHttp;
  /**
   * The stored flow size (JSON text) from which a version is compiled and run on the flow thread
   * (server/engine/flowThread.ts); none: FLOW_THREAD_FROM. Infinity keeps every flow on the server's
   * thread, as the console ran before (the big-flow bench's baseline).
   */
  flowThreadFrom?: number;
};

/** What createApp is given: everything but the work pool, which it starts (and closes with the app) unless given one, and the hit counter. */
export type AppInput = Omit<AppDeps, 'work' | 'hits'> & { work?: Work; hits?: HitCounter };
