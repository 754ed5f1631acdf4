import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { createWebChatClient, type WebChatClient } from '../../../services/webChat';
import { readPageOptions, type Background } from './chatContent';
import { ChatWidget } from './ChatWidget';
import './chatbotTest.css';

export type ChatbotTestPageProps = {
  /** The engine's web chat client (tests give a fake one). */
  client?: WebChatClient;
  storage?: Storage;
};

function backgroundStyle(background: Background): CSSProperties | undefined {
  if (!background) return undefined;
  if (background.kind === 'color') return { background: background.value };
  // JSON quoting keeps the address one CSS string whatever it contains.
  return { backgroundImage: `url(${JSON.stringify(background.url)})`, backgroundSize: 'cover', backgroundPosition: 'center' };
}

/**
 * /chatbot-test?channelId=…&background=…&isFullScreen=true (spec 01 route table, spec 02):
 * the assistant's web chat as a visitor sees it, as a floating window over a background
 * (a web page preview) or filling the screen (a native app preview). Public: no sign-in.
 */
export default function ChatbotTestPage({ client, storage }: ChatbotTestPageProps) {
  const { t, i18n } = useTranslation('chatbotTest');
  const [search] = useSearchParams();
  const options = readPageOptions(search);
  const chatClient = useMemo(() => client ?? createWebChatClient(), [client]);
  const dir = i18n.dir();
  const classes = ['chatbot-test', options.fullScreen ? 'is-full-screen' : 'is-floating', dir === 'rtl' ? 'is-rtl' : 'is-ltr'].join(' ');
  return (
    <main className={classes} dir={dir} style={backgroundStyle(options.background)} data-testid="chatbot-test">
      {options.channelId ? (
        <ChatWidget key={options.channelId} channelId={options.channelId} client={chatClient} storage={storage ?? window.sessionStorage} />
      ) : (
        <div className="chatbot-test-missing">
          <h1>{t('title')}</h1>
          <p>{t('missingChannel')}</p>
        </div>
      )}
    </main>
  );
}
