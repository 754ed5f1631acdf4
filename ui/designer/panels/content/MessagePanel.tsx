import { useTranslation } from 'react-i18next';
import type { MessageSettings } from '../../../../services/contracts/modules/message';
import type { PanelProps } from '../types';
import { MediaPayloads } from './MediaPayloads';
import { isTextMessage, MESSAGE_TYPES, mediaPayloadsOf, messageTypeOf, payloadCount, textAlternativesOf, type MessageType } from './model';
import type { readFileActor } from './readFile';
import { messageTypeChangeNeedsConfirmation } from './rules';
import { TextAlternatives } from './TextAlternatives';
import { TypeButtons } from './TypeButtons';
import { useConfirmChange } from '../shared/useConfirmChange';
import './content.css';

/**
 * The MESSAGE panel (spec 03 section 2.3): the message type and its editor. Changing the
 * type of a message that has payloads asks first, then clears them (spec 4.2).
 */
export function MessagePanel({ module, readOnly, update, readFile }: PanelProps<'MESSAGE'> & { readFile?: typeof readFileActor }) {
  const { t } = useTranslation('panelsContent');
  const settings = module.settings;
  const type = messageTypeOf(settings);
  const count = payloadCount(settings);
  const write = (next: MessageSettings) => {
    if (!readOnly) update({ settings: next });
  };
  // A new type starts without payloads (those of another type are not its kind).
  const changeType = (next: MessageType) => write(next === 'TEXT' ? { ...settings, messageType: next, payloads: [] } : { ...settings, messageType: next, payloads: [] });
  const confirm = useConfirmChange<MessageType>('panelsContent', changeType);
  const pickType = (next: MessageType) => {
    if (readOnly) return;
    if (messageTypeChangeNeedsConfirmation(type, next, count)) confirm.ask({ key: 'panelsContent.message.confirmTypeChange' }, next);
    else changeType(next);
  };
  return (
    <div className="content-panel">
      <TypeButtons label={t('message.type')} types={MESSAGE_TYPES} value={type} labelOf={(x) => t(`types.${x}`)} onChange={pickType} isDisabled={readOnly} />
      {isTextMessage(settings) ? (
        <TextAlternatives alternatives={textAlternativesOf(settings)} onChange={(payloads) => write({ ...settings, payloads })} isDisabled={readOnly} />
      ) : (
        <MediaPayloads
          key={settings.messageType}
          type={settings.messageType}
          payloads={mediaPayloadsOf(settings)}
          onChange={(payloads) => write({ ...settings, payloads })}
          isDisabled={readOnly}
          readFile={readFile}
        />
      )}
      {confirm.dialog}
    </div>
  );
}
