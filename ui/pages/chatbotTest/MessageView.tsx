import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Collection, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Text } from 'react-aria-components';
import type { ChatMessage } from '../../../services/contracts/conversations';
import { CardCarousel } from './CardCarousel';
import { readMessage, type ListRow, type MessageView as View } from '../../../services/contracts/channels/botMessages';
import { ChatText, ChoiceButton, OutLink, type Choose } from './ChatParts';

export type MessageProps = { message: ChatMessage; onChoose: Choose; canChoose: boolean };

function ListChoices({ view, onChoose, canChoose }: { view: Extract<View, { kind: 'list' }>; onChoose: Choose; canChoose: boolean }) {
  const { t } = useTranslation('chatbotTest');
  const rows = view.rows.filter((row) => row.title.trim());
  return (
    <div className="chat-list">
      {view.header ? <p className="chat-list-header">{view.header}</p> : null}
      {view.body ? <ChatText text={view.body} /> : null}
      <MenuTrigger>
        <AriaButton className="btn btn-secondary chat-choice" isDisabled={!canChoose || !rows.length}>
          {view.button || t('list.rows')}
        </AriaButton>
        <Popover className="chat-list-popover" placement="top">
          <Menu
            className="chat-list-rows"
            onAction={(key) => {
              const row = rows.find((r: ListRow) => r.id === key);
              if (row) onChoose(row.title, row.id);
            }}
          >
            <MenuSection>
              {view.sectionTitle ? <Header className="chat-list-section">{view.sectionTitle}</Header> : null}
              <Collection items={rows}>
                {(row) => (
                  <MenuItem id={row.id} textValue={row.title} className="chat-list-row">
                    <Text slot="label">{row.title}</Text>
                    {row.description ? <Text slot="description">{row.description}</Text> : null}
                  </MenuItem>
                )}
              </Collection>
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}

/** The body of one message, by its type. */
export function MessageBody({ message, onChoose, canChoose }: MessageProps) {
  const { t } = useTranslation('chatbotTest');
  const view = readMessage(message);
  switch (view.kind) {
    case 'text':
      return <ChatText text={view.text} />;
    case 'media':
      return (
        <figure className={`chat-media chat-${view.type.toLowerCase()}`}>
          {view.type === 'IMAGE' ? <img src={view.link} alt={view.caption || t('message.image')} /> : null}
          {view.type === 'VIDEO' ? <video src={view.link} controls aria-label={view.caption || t('message.video')} /> : null}
          {view.type === 'AUDIO' ? <audio src={view.link} controls aria-label={view.caption || t('message.audio')} /> : null}
          {view.type === 'FILE' ? <OutLink href={view.link}>{view.caption || t('message.file')}</OutLink> : null}
          {view.caption && view.type !== 'FILE' ? <figcaption>{view.caption}</figcaption> : null}
        </figure>
      );
    case 'quickReply':
      return (
        <div className="chat-quick-reply">
          {view.text ? <ChatText text={view.text} /> : null}
          <div className="chat-choices">
            {view.buttons.map((button, i) => (
              <ChoiceButton key={button.id || i} button={button} onChoose={onChoose} canChoose={canChoose} />
            ))}
          </div>
        </div>
      );
    case 'cards':
      return <CardCarousel cards={view.cards} onChoose={onChoose} canChoose={canChoose} />;
    case 'list':
      return <ListChoices view={view} onChoose={onChoose} canChoose={canChoose} />;
    case 'vote':
      return (
        <div className="chat-vote">
          {view.text ? <ChatText text={view.text} /> : null}
          {view.link ? <OutLink href={view.link}>{t('message.vote')}</OutLink> : null}
        </div>
      );
    default:
      return <p className="chat-text chat-unsupported">{t('message.unsupported', { type: view.type })}</p>;
  }
}
