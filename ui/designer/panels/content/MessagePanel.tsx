import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../types';
import { settingsOf } from '../types';
import { MediaPayloads } from './MediaPayloads';
import { MESSAGE_TYPES, mediaPayloadsOf, messageTypeOf, textAlternativesOf, type MessageType } from './model';
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
export function MessagePanel({ module, readOnly, update, readFile }: PanelProps & { readFile?: typeof readFileActor }) {
  const { t } = useTranslation('panelsContent');
  const settings = settingsOf(module);
  const type = messageTypeOf(settings);
  const count = type === 'TEXT' ? textAlternativesOf(settings).length : mediaPayloadsOf(settings).length;
  const write = (changes: Record<string, unknown>) => {
    if (!readOnly) update({ settings: { ...settings, ...changes } });
  };
  const changeType = (next: MessageType) => write({ messageType: next, payloads: [] });
  const confirm = useConfirmChange<MessageType>('panelsContent', changeType);
  const pickType = (next: MessageType) => {
    if (readOnly) return;
    if (messageTypeChangeNeedsConfirmation(type, next, count)) confirm.ask({ key: 'panelsContent.message.confirmTypeChange' }, next);
    else changeType(next);
  };
  return (
    <div className="content-panel">
      <TypeButtons label={t('message.type')} types={MESSAGE_TYPES} value={type} labelOf={(x) => t(`types.${x}`)} onChange={pickType} isDisabled={readOnly} />
      {type === 'TEXT' ? (
        <TextAlternatives alternatives={textAlternativesOf(settings)} onChange={(payloads) => write({ payloads })} isDisabled={readOnly} />
      ) : (
        <MediaPayloads key={type} type={type} payloads={mediaPayloadsOf(settings)} onChange={(payloads) => write({ payloads })} isDisabled={readOnly} readFile={readFile} />
      )}
      {confirm.dialog}
    </div>
  );
}
