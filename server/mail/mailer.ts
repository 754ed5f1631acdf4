import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';

export type Mail = { to: string; subject: string; text: string; html: string };

/** Where the server's mail goes. */
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** No SMTP configured: mail is kept in the outbox table (shown by /dev/mailbox). */
export function outboxMailer(db: Db, clock: Clock): Mailer {
  return {
    async send(mail) {
      await db
        .insertInto('outbox')
        .values({ ...mail, created_at: clock.now(), sent_at: null })
        .execute();
    },
  };
}

/** Real delivery through an SMTP server (SMTP_URL); the sender is no-reply at the console's host. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
