import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import { WEB_CHAT_RUNS, type WebChatClient, type WebChatRun } from '../../../services/contracts/conversations';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { readPageOptions, readRun, type Background } from './chatContent';
import { ChatWidget } from './ChatWidget';
import { EmbeddedMessenger } from './EmbeddedMessenger';
import './chatbotTest.css';

export type ChatbotTestPageProps = {
  /** The engine's web chat client (tests give a fake one), for either version. */
  client?: WebChatClient;
  /** The client of one version (tests tell the draft's calls from the published one's). */
  clientFor?: (run: WebChatRun) => WebChatClient;
  storage?: Storage;
};

function backgroundStyle(background: Background): CSSProperties | undefined {
  if (!background) return undefined;
  if (background.kind === 'color') return { background: background.value };
  // JSON quoting keeps the address one CSS string whatever it contains.
  return { backgroundImage: `url(${JSON.stringify(background.url)})`, backgroundSize: 'cover', backgroundPosition: 'center' };
}

/** Draft or published: the choice the designer's Test button opens the page with. */
function RunChoice({ run, onChange }: { run: WebChatRun; onChange: (run: WebChatRun) => void }) {
  const { t } = useTranslation('chatbotTest');
  return (
    <div className="chatbot-test-run">
      {/* Radios drawn as buttons: Tab reaches the chosen one, the arrow keys choose the other. */}
      <RadioGroup
        aria-label={t('run.label')}
        className="chatbot-test-run-choice"
        orientation="horizontal"
        value={run}
        onChange={(value) => {
          const next = WEB_CHAT_RUNS.find((r) => r === value);
          if (next && next !== run) onChange(next);
        }}
      >
        {WEB_CHAT_RUNS.map((r) => (
          <Radio key={r} value={r} className="chatbot-test-run-button">
            {t(`run.${r}`)}
          </Radio>
        ))}
      </RadioGroup>
      {run === 'draft' ? <p className="chatbot-test-run-hint">{t('run.draftHint')}</p> : null}
    </div>
  );
}

/**
 * /chatbot-test?channelId=…&background=…&isFullScreen=true (spec 01 route table, spec 02):
 * the assistant's web chat as a visitor sees it, as a floating window over a background
 * (a web page preview) or filling the screen (a native app preview). Public: no sign-in;
 * it runs the assistant's published version. Opened from the designer (&version=draft or
 * published) it offers both: the draft (the newest saved version, for members of the
 * company) and the published one, each with its own conversation. A visitor's page (no
 * version, no client given) runs the embeddable web messenger itself (/widget/messenger.js).
 */
export default function ChatbotTestPage({ client, clientFor, storage }: ChatbotTestPageProps) {
  const { t, i18n } = useTranslation('chatbotTest');
  const [search, setSearch] = useSearchParams();
  const options = readPageOptions(search);
  const chosen = readRun(search);
  const run: WebChatRun = chosen ?? 'published';
  const { webChat } = useConsoleActors();
  const chatClient = useMemo(() => client ?? clientFor?.(run) ?? webChat.client(run), [client, clientFor, webChat, run]);
  const runStorage = useMemo(() => webChat.storageForRun(storage ?? window.sessionStorage, run), [webChat, storage, run]);
  const dir = i18n.dir();
  const classes = ['chatbot-test', options.fullScreen ? 'is-full-screen' : 'is-floating', dir === 'rtl' ? 'is-rtl' : 'is-ltr'].join(' ');
  const choose = (next: WebChatRun) => {
    const params = new URLSearchParams(search);
    params.set('version', next);
    setSearch(params, { replace: true });
  };
  return (
    <main className={classes} dir={dir} style={backgroundStyle(options.background)} data-testid="chatbot-test">
      {options.channelId && chosen ? <RunChoice run={run} onChange={choose} /> : null}
      {options.channelId && !chosen && !client && !clientFor ? (
        <EmbeddedMessenger channelId={options.channelId} language={i18n.language} fullScreen={options.fullScreen} />
      ) : options.channelId ? (
        <ChatWidget key={`${options.channelId}:${run}`} channelId={options.channelId} client={chatClient} storage={runStorage} />
      ) : (
        <div className="chatbot-test-missing">
          <h1>{t('title')}</h1>
          <p>{t('missingChannel')}</p>
        </div>
      )}
    </main>
  );
}
