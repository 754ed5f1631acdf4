import { h, render } from 'preact';
import { config } from 'zod';
import { Messenger } from '../../ui/widget/Messenger';
import { messengerSettings } from '../../ui/widget/settings';
import { adoptStyles } from '../../ui/widget/styles';
import { isRightToLeft, widgetLanguage, widgetTexts } from '../../ui/widget/texts';
import { messengerClient } from './client';
import { lazySignIn } from './lazySignIn';
import { keptSession } from './signInStorage';

// The script's global (WebMessenger, see vite.widget.config.ts): WebMessenger.signIn(token) for TOKEN sign-in.
export { signIn } from './hostToken';
import { messengerWindow } from './messengerWindow';
import { scriptOptions } from './scriptOptions';

// No generated code (new Function) in the schemas: the host page's CSP need not allow 'unsafe-eval'.
config({ jitless: true });

const SCRIPT_SELECTOR = 'script[data-channel-id][src*="/widget/messenger.js"]';

/** The embeddable web messenger: read the snippet's options, the channel's look, then draw the launcher in a shadow root. */
async function mount(script: HTMLScriptElement | null): Promise<void> {
  const options = scriptOptions(script);
  if (!options) return;
  let reconnecting = false;
  let draw = () => {};
  const language = widgetLanguage(options.language, document.documentElement.lang);
  const client = messengerClient(
    options.origin,
    language,
    (waiting) => {
      if (waiting === reconnecting) return;
      reconnecting = waiting;
      draw();
    },
    keptSession(window.localStorage, options.channelId),
  );
  const channel = await client.channel(options.channelId);
  const texts = widgetTexts(language, channel.look?.texts);
  const settings = messengerSettings(channel.look ?? {}, channel.assistantName || channel.name, texts.startConversation, {
    title: texts.approvalTitle,
    checkbox: texts.approvalCheckbox,
    button: texts.approvalButton,
  });
  if (!settings.showWidget && !options.fullScreen) return;

  const host = document.createElement('div');
  host.setAttribute('data-web-messenger', options.channelId);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root);
  const container = document.createElement('div');
  container.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  container.lang = language;
  root.append(container);
  document.body.append(host);

  const storage = window.localStorage;
  const signIn = settings.signInRequired
    ? lazySignIn({ script, origin: options.origin, channelId: channel.id, language, storage, offline: texts.offline, error: texts.error })
    : null;
  const actor = messengerWindow({ client, channel, settings, signIn, storage, openAtOnce: options.openAtOnce });
  draw = () =>
    render(
      h(Messenger, {
        settings,
        texts,
        language,
        origin: options.origin,
        actor,
        signIn,
        attach: client.attach,
        reconnecting,
        fullScreen: options.fullScreen,
      }),
      container,
    );
  draw();
}

// The script's own tag is known only while it runs (document.currentScript); the page's body may not exist yet.
const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : document.querySelector<HTMLScriptElement>(SCRIPT_SELECTOR);
const start = () =>
  mount(script).catch(() => {
    // The channel could not be read even after reconnecting: the page stays as it is.
  });
if (document.body) void start();
else document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
