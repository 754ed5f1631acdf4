import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowConnection } from '../../../../services/contracts/flow';
import type { ModuleChange, PanelProps } from '../types';
import { ButtonEditor } from './ButtonEditor';
import { quickReplyHints } from './channelHints';
import { targetOf, withoutOption, withTarget } from './connections';
import { HintList } from './HintList';
import { newQuickReply, quickRepliesOf, type QuickReplySettings, type SelectionButton } from './model';
import { ReorderRow } from './ReorderRow';
import { TextAreaField } from '../../../kit/TextAreaField';

type EditorProps = Pick<PanelProps<'SELECTION'>, 'module' | 'flow' | 'readOnly'> & {
  /** The module's settings, of this selection type. */
  settings: QuickReplySettings;
  write: (change: ModuleChange<'SELECTION'>) => void;
};

/**
 * QUICKREPLY (spec 2.4): a 'Prompt message' and a row of reply buttons; each button leads
 * to its target through the connection `{ id, optionID: <button id> }`.
 */
export function QuickReplyEditor({ module, settings, flow, readOnly, write }: EditorProps) {
  const { t } = useTranslation('panelsContent');
  const buttons = quickRepliesOf(settings);
  const prompt = settings.prompt ?? '';
  const [selected, setSelected] = useState<string | null>(buttons[0]?.id ?? null);
  const current = buttons.find((b) => b.id === selected) ?? buttons[0];
  const index = current ? buttons.indexOf(current) : -1;
  const setButtons = (payloads: SelectionButton[], connections?: FlowConnection[]) => write({ settings: { ...settings, payloads }, ...(connections ? { connections } : {}) });
  const add = () => {
    const button = newQuickReply(t('quickReply.newButton', { number: buttons.length + 1 }));
    setButtons([...buttons, button]);
    setSelected(button.id);
  };
  const remove = (button: SelectionButton) => {
    setButtons(
      buttons.filter((b) => b.id !== button.id),
      withoutOption(module.connections, button.id),
    );
    setSelected(null);
  };
  return (
    <section aria-label={t('selection.types.QUICKREPLY')}>
      <TextAreaField label={t('quickReply.prompt')} value={prompt} onChange={(value) => write({ settings: { ...settings, prompt: value } })} isDisabled={readOnly} />
      <ReorderRow
        label={t('quickReply.buttons')}
        items={buttons}
        labelOf={(b, i) => b.text || t('quickReply.newButton', { number: i + 1 })}
        selected={current?.id ?? null}
        onSelect={setSelected}
        onReorder={(payloads) => setButtons(payloads)}
        onAdd={add}
        addLabel={t('quickReply.add')}
        isDisabled={readOnly}
      />
      {current ? (
        <ButtonEditor
          key={current.id}
          button={current}
          number={index + 1}
          onChange={(button) => setButtons(buttons.map((b) => (b.id === button.id ? button : b)))}
          flow={flow}
          target={targetOf(module.connections, { optionID: current.id })}
          onTargetChange={(target) => write({ connections: withTarget(module.connections, { optionID: current.id }, target) })}
          onRemove={() => remove(current)}
          onAddAnother={add}
          isDisabled={readOnly}
        />
      ) : null}
      <HintList hints={quickReplyHints(prompt, buttons)} label={t('hints.heading')} />
    </section>
  );
}
