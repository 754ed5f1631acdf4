/** @jsxImportSource preact */
import type { MessageView } from '../../services/contracts/channels/botMessages';
import { Cards } from './Cards';
import { ChoiceButton, onServer, type Choose } from './ChoiceButton';
import { LinkedText } from './LinkedText';
import type { WidgetTexts } from './texts';

type Props = { view: MessageView; active: boolean; onChoose: Choose; texts: WidgetTexts; origin: string };

/** One message of the assistant (or the visitor's own text) as readMessage reads it. */
export function Message({ view, active, onChoose, texts, origin }: Props) {
  switch (view.kind) {
    case 'text':
      return (
        <p class="wm-text" dir="auto">
          {<LinkedText text={view.text} newTab={texts.newTab} />}
        </p>
      );
    case 'media': {
      const link = onServer(origin, view.link);
      const media =
        view.type === 'IMAGE' ? (
          <img src={link} alt={view.caption} />
        ) : view.type === 'VIDEO' ? (
          <video src={link} controls />
        ) : view.type === 'AUDIO' ? (
          <audio src={link} controls />
        ) : (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {view.caption || texts.file}
          </a>
        );
      return (
        <div class="wm-media">
          {media}
          {view.caption && view.type !== 'FILE' ? (
            <p class="wm-text" dir="auto">
              {view.caption}
            </p>
          ) : null}
        </div>
      );
    }
    case 'quickReply':
      return (
        <div>
          <p class="wm-text" dir="auto">
            {<LinkedText text={view.text} newTab={texts.newTab} />}
          </p>
          <div class="wm-choices">
            {view.buttons.map((button) => (
              <ChoiceButton key={button.id} button={button} active={active} onChoose={onChoose} origin={origin} />
            ))}
          </div>
        </div>
      );
    case 'cards':
      return <Cards cards={view.cards} active={active} onChoose={onChoose} texts={texts} origin={origin} />;
    case 'list':
      return (
        <div>
          {view.header ? <p class="wm-strong">{view.header}</p> : null}
          <p class="wm-text" dir="auto">
            {view.body}
          </p>
          {view.sectionTitle ? <p class="wm-strong">{view.sectionTitle}</p> : null}
          <div class="wm-rows">
            {view.rows.map((row) => (
              <button key={row.id} type="button" class="wm-row" disabled={!active} onClick={() => onChoose({ text: row.title, payload: row.id })}>
                <span class="wm-strong">{row.title}</span>
                {row.description ? <span>{row.description}</span> : null}
              </button>
            ))}
          </div>
        </div>
      );
    case 'vote':
      return (
        <p class="wm-text" dir="auto">
          {view.text}{' '}
          {view.link ? (
            <a href={onServer(origin, view.link)} target="_blank" rel="noopener noreferrer">
              {texts.vote}
            </a>
          ) : null}
        </p>
      );
    case 'unsupported':
      return <p class="wm-text wm-muted">{texts.texts.unsupportedMessageType}</p>;
  }
}
