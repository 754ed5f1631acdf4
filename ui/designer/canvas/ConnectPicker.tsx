import { useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { ComboBox, Dialog, Form, Heading, Input, Label, ListBox, ListBoxItem, Modal, ModalOverlay, Popover, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { outputSlots } from '../../../machines/designer/slots';
import type { FlowDocument, FlowModule } from '../../../services/contracts/flow';
import { Button } from '../../kit/Button';
import { SelectField } from '../../kit/SelectField';
import type { DesignerActor } from '../../pages/designer/designerActor';
import { slotLabel, type NodeTexts } from '../ModuleNodeView';
import { linksFrom } from './flowOrder';
import './canvasKeyboard.css';

export type ConnectPickerProps = {
  actor: DesignerActor;
  /** Slot labels, as the canvas shows them. */
  texts: NodeTexts;
  /** Module type names in the interface language. */
  typeName: (type: string) => string;
};

/** A module offered as a target: `name` is what typing matches and what the field shows once picked; `label` adds its type. */
type Target = { id: string; label: string; name: string };

/**
 * Every module an output can lead to (all but START), by name and type, sorted by name;
 * a name several modules share gets a number (in the flow's order) so each can be told apart.
 */
export function connectTargets(flow: FlowDocument, typeName: (type: string) => string, format: (name: string, type: string) => string, locale?: string): Target[] {
  const offered = flow.modules.filter((m) => m.type !== 'START');
  const counts = new Map<string, number>();
  offered.forEach((m) => counts.set(m.name, (counts.get(m.name) ?? 0) + 1));
  const seen = new Map<string, number>();
  return offered
    .map((m) => {
      const nth = (seen.get(m.name) ?? 0) + 1;
      seen.set(m.name, nth);
      const name = (counts.get(m.name) ?? 0) > 1 ? `${m.name} · ${nth}` : m.name;
      return { id: m.id, name, label: format(name, typeName(m.type)) };
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale) || a.label.localeCompare(b.label, locale));
}

/**
 * 'Connect to…': the designer machine's `connecting` state as a dialog. The output (first
 * one preselected) and a module picked by typing its name; Connect points the output there,
 * Remove connection takes its link away. A fallback pointed at its own module asks first.
 */
export function ConnectPicker({ actor, texts, typeName }: ConnectPickerProps) {
  const { t } = useTranslation(['designerCanvas', 'designer']);
  const open = useSelector(actor, (s) => s.matches('connecting'));
  const moduleId = useSelector(actor, (s) => s.context.connecting?.moduleId ?? null);
  const cancel = () => actor.send({ type: 'CANCEL_CONNECT' });
  return (
    <ModalOverlay isOpen={open} isDismissable onOpenChange={(isOpen) => (isOpen ? undefined : cancel())} className="modal-overlay">
      <Modal className="modal connect-picker">
        {/* One form per module: the picked target starts empty each time the picker opens. */}
        {moduleId ? <PickerDialog key={moduleId} actor={actor} texts={texts} typeName={typeName} onCancel={cancel} t={t} /> : null}
      </Modal>
    </ModalOverlay>
  );
}

type PickerDialogProps = ConnectPickerProps & { onCancel: () => void; t: ReturnType<typeof useTranslation>['t'] };

function PickerDialog({ actor, texts, typeName, onCancel, t }: PickerDialogProps) {
  const { i18n } = useTranslation();
  const asking = useSelector(actor, (s) => s.matches({ connecting: 'confirmingSelfFallback' }));
  const connecting = useSelector(actor, (s) => s.context.connecting);
  const flow = useSelector(actor, (s) => s.context.flow);
  const [target, setTarget] = useState<string | null>(null);
  const module = connecting ? flow.modules.find((m) => m.id === connecting.moduleId) : undefined;
  const targets = useMemo(() => connectTargets(flow, typeName, (name, type) => t('connect.targetOption', { name, type }), i18n.language), [flow, typeName, t, i18n.language]);
  if (!connecting || !module) return null;

  if (asking) {
    return (
      <Dialog role="alertdialog" className="dialog">
        <Heading slot="title">{t('connect.selfTitle')}</Heading>
        <p>{t('designer:warnings.selfFallback')}</p>
        <div className="dialog-actions">
          <Button variant="secondary" onPress={onCancel}>
            {t('connect.cancel')}
          </Button>
          <Button onPress={() => actor.send({ type: 'CONFIRM_CONNECT' })} autoFocus>
            {t('connect.selfContinue')}
          </Button>
        </div>
      </Dialog>
    );
  }

  const outputs = outputOptions(module, flow, texts, t);
  const connected = outputs.find((o) => o.id === connecting.slot)?.target ?? null;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (target) actor.send({ type: 'CONNECT_TO', targetId: target });
  };
  return (
    <Dialog className="dialog">
      <Heading slot="title">{t('connect.title', { name: module.name })}</Heading>
      <Form onSubmit={handleSubmit} className="connect-picker-form">
        <SelectField
          label={t('connect.output')}
          options={outputs}
          value={connecting.slot}
          onChange={(slot) => actor.send({ type: 'PICK_OUTPUT', slot })}
          className="connect-picker-output"
        />
        <ComboBox
          className="field connect-picker-target"
          defaultItems={targets}
          selectedKey={target}
          onSelectionChange={(key: Key | null) => setTarget(key === null ? null : String(key))}
          allowsEmptyCollection
          autoFocus
        >
          <Label>{t('connect.target')}</Label>
          <Input placeholder={t('connect.placeholder')} data-testid="connect-target" />
          <Popover className="popover select-popover">
            <ListBox className="listbox" renderEmptyState={() => <p className="connect-picker-empty">{t('connect.none')}</p>}>
              {(item: Target) => (
                <ListBoxItem id={item.id} className="listbox-item" textValue={item.name}>
                  <span dir="auto">{item.label}</span>
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        <div className="dialog-actions">
          <Button variant="secondary" onPress={onCancel}>
            {t('connect.cancel')}
          </Button>
          {connected ? (
            <Button variant="secondary" onPress={() => actor.send({ type: 'DISCONNECT_OUTPUT' })}>
              {t('connect.remove')}
            </Button>
          ) : null}
          <Button type="submit" isDisabled={target === null}>
            {t('connect.connect')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

/** The module's outputs, each with where it leads now. */
function outputOptions(module: FlowModule, flow: FlowDocument, texts: NodeTexts, t: PickerDialogProps['t']) {
  const byId = new Map(flow.modules.map((m) => [m.id, m]));
  const leads = new Map(linksFrom(module, byId).map((link) => [link.slot, byId.get(link.target)?.name ?? null]));
  return outputSlots(module).map((slot) => {
    const output = slotLabel(slot, texts);
    const target = leads.get(slot.key) ?? null;
    return { id: slot.key, target, label: target ? t('connect.outputOption', { output, target }) : t('connect.outputFreeOption', { output }) };
  });
}
