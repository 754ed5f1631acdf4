/** One text the SMS sandbox received. */
export type SandboxSms = { to: string; text: string; at: string };

/** Texts kept at most (the oldest go first). */
const MAX_TEXTS = 200;

/** The phone of the SMS sandbox: every text sent to any number, newest last, in memory. */
export function smsInbox() {
  const texts: SandboxSms[] = [];
  return {
    receive(to: string, text: string, at: Date): void {
      texts.push({ to, text, at: at.toISOString() });
      if (texts.length > MAX_TEXTS) texts.splice(0, texts.length - MAX_TEXTS);
    },
    /** The texts, newest first; only those to `to` when it is given. */
    list(to?: string): SandboxSms[] {
      return texts.filter((sms) => to === undefined || sms.to === to).reverse();
    },
  };
}
export type SmsInbox = ReturnType<typeof smsInbox>;

const inboxes = new WeakMap<object, SmsInbox>();

/**
 * The SMS sandbox of one running server, found by the server's dependencies: the web chat
 * sign-in sends its codes here, the sandbox's page lists them.
 */
export function smsInboxOf(deps: object): SmsInbox {
  let inbox = inboxes.get(deps);
  if (!inbox) {
    inbox = smsInbox();
    inboxes.set(deps, inbox);
  }
  return inbox;
}
