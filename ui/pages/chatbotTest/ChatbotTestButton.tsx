import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip, TooltipTrigger } from 'react-aria-components';
import type { WebChatRun } from '../../../services/contracts/conversations';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { useText } from '../../kit/useText';
import { useResource } from '../../designer/panels/useResource';
import './chatbotTest.css';

export type ChatbotTestButtonProps = {
  botId: string;
  /** The assistant's company (defaults to ?companyId= of the designer's address; without it every reachable assistant is read). */
  companyId?: string;
  /** Opens a browser tab (window.open in the app). */
  openTab?: () => Window | null;
};

/** The test page address for a channel: the draft (the newest saved version) unless told otherwise. */
export function chatbotTestUrl(channelId: string, run: WebChatRun = 'draft'): string {
  return `/chatbot-test?${new URLSearchParams({ channelId, version: run }).toString()}`;
}

/** The designer's address names the company (?companyId=), as the console's calls read it. */
const companyFromAddress = () => new URLSearchParams(globalThis.location?.search ?? '').get('companyId') ?? '';
const defaultOpenTab = () => window.open('', '_blank');

type Request = { botId: string; companyId: string; press: number };

/**
 * The designer's Test button: asks the server for the assistant's web chat channel when
 * pressed and opens /chatbot-test for it in a new tab. The tab is opened at the press
 * (browsers block tabs opened later, after an answer) and sent to the page once the
 * channel is known; it closes again if there is none. The page runs the draft (the newest
 * saved version) and can switch to the published one, which the note says.
 */
export function ChatbotTestButton({ botId, companyId = companyFromAddress(), openTab = defaultOpenTab }: ChatbotTestButtonProps) {
  const { webChat } = useConsoleActors();
  const { t } = useTranslation(['designer', 'chatbotTest']);
  const text = useText(['chatbotTest', 'designer', 'common']);
  const noteId = useId();
  const [request, setRequest] = useState<Request | null>(null);
  const tab = useRef<Window | null>(null);
  const handled = useRef(0);
  // The assistant's web chat channel, read through the console's actors when pressed.
  const channel = useResource(request, ({ botId: id, companyId: company }, signal) => webChat.fetchWebChatChannelId({ botId: id, companyId: company }, { signal }));
  /** The press whose lookup has started: the answer shown before that is the previous one. */
  const [asked, setAsked] = useState(0);
  if (request && channel.status === 'loading' && asked !== request.press) setAsked(request.press);
  const answered = request !== null && asked === request.press && channel.status !== 'loading';
  const channelId = channel.status === 'ready' && typeof channel.data === 'string' && channel.data ? channel.data : null;
  const problem =
    !answered || channelId ? null : channel.status === 'failed' ? text(channel.error) || t('chatbotTest:designerTest.failed') : t('chatbotTest:designerTest.noChannel');

  useEffect(() => {
    if (!answered || handled.current === request.press) return;
    handled.current = request.press;
    const opened = tab.current;
    tab.current = null;
    if (channelId) {
      const url = chatbotTestUrl(channelId);
      if (opened) {
        // The test page must not reach back into the designer.
        opened.opener = null;
        opened.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
      return;
    }
    opened?.close();
  }, [answered, request, channelId]);

  const press = () => {
    tab.current = openTab();
    setRequest((previous) => ({ botId, companyId, press: (previous?.press ?? 0) + 1 }));
  };

  return (
    <span className="chatbot-test-launch">
      <TooltipTrigger delay={300}>
        <Button variant="secondary" onPress={press} isDisabled={channel.status === 'loading' && request !== null} aria-describedby={noteId}>
          {t('designer:toolbar.test')}
        </Button>
        <Tooltip className="chatbot-test-tooltip">{t('chatbotTest:designerTest.note')}</Tooltip>
      </TooltipTrigger>
      <span id={noteId} className="visually-hidden">
        {t('chatbotTest:designerTest.note')}
      </span>
      <Banner kind="error" message={problem} />
    </span>
  );
}
