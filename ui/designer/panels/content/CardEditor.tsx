import { useTranslation } from 'react-i18next';
import type { FlowConnection, FlowDocument } from '../../../../services/contracts/flow';
import { Button } from '../../../kit/Button';
import { TextField } from '../../../kit/TextField';
import { ModulePicker } from '../shared/ModulePicker';
import { ButtonEditor } from './ButtonEditor';
import { targetOf, withoutCardButton, withTarget } from './connections';
import { LinkField } from './LinkField';
import { newCardButton, type Card } from './model';
import type { readFileActor } from './readFile';
import { TextAreaField } from '../../../kit/TextAreaField';
import { UploadButton } from './UploadButton';

export type CardEditorProps = {
  card: Card;
  number: number;
  connections: readonly FlowConnection[];
  flow: FlowDocument;
  onChange: (card: Card, connections?: FlowConnection[]) => void;
  onConnections: (connections: FlowConnection[]) => void;
  onCopy: () => void;
  onRemove: () => void;
  isDisabled: boolean;
  readFile?: typeof readFileActor;
};

/**
 * One card (spec 2.4): File URL or an uploaded image, Title, Subtitle, Text, where the
 * card itself leads (`{ id, cardID }`) and its buttons (`{ id, cardID, buttonID }`).
 */
export function CardEditor({ card, number, connections, flow, onChange, onConnections, onCopy, onRemove, isDisabled, readFile }: CardEditorProps) {
  const { t } = useTranslation('panelsContent');
  const set = (field: 'title' | 'subtitle' | 'text' | 'image') => (value: string) => onChange({ ...card, [field]: value });
  const addButton = () => onChange({ ...card, buttons: [...card.buttons, newCardButton()] });
  return (
    <fieldset className="card-editor" aria-label={t('card.editor', { number })}>
      <legend>{t('card.editor', { number })}</legend>
      <LinkField label={t('card.fileUrl')} value={card.image.startsWith('data:') ? '' : card.image} onChange={set('image')} isDisabled={isDisabled} />
      {card.image.startsWith('data:') ? <p className="content-link">{t('card.uploadedImage')}</p> : null}
      <UploadButton kind="IMAGE" onUpload={set('image')} isDisabled={isDisabled} readFile={readFile} />
      <TextField label={t('card.title')} value={card.title} onChange={set('title')} isDisabled={isDisabled} />
      <TextField label={t('card.subtitle')} value={card.subtitle} onChange={set('subtitle')} isDisabled={isDisabled} />
      <TextAreaField label={t('card.text')} value={card.text} onChange={set('text')} isDisabled={isDisabled} />
      <ModulePicker
        label={t('card.target')}
        flow={flow}
        value={targetOf(connections, { cardID: card.id })}
        onChange={(target) => onConnections(withTarget(connections, { cardID: card.id }, target))}
        isDisabled={isDisabled}
      />
      {card.buttons.map((button, index) => {
        const slot = { cardID: card.id, buttonID: button.id };
        return (
          <ButtonEditor
            key={button.id}
            button={button}
            number={index + 1}
            onChange={(next) => onChange({ ...card, buttons: card.buttons.map((b) => (b.id === next.id ? next : b)) })}
            flow={flow}
            target={targetOf(connections, slot)}
            onTargetChange={(target) => onConnections(withTarget(connections, slot, target))}
            onRemove={() => onChange({ ...card, buttons: card.buttons.filter((b) => b.id !== button.id) }, withoutCardButton(connections, card.id, button.id))}
            onAddAnother={addButton}
            isDisabled={isDisabled}
          />
        );
      })}
      <div className="content-actions">
        <Button variant="secondary" onPress={addButton} isDisabled={isDisabled}>
          {t('card.addButton')}
        </Button>
        <Button variant="secondary" onPress={onCopy} isDisabled={isDisabled}>
          {t('card.copy')}
        </Button>
        <Button variant="danger" onPress={onRemove} isDisabled={isDisabled}>
          {t('card.remove')}
        </Button>
      </div>
    </fieldset>
  );
}
