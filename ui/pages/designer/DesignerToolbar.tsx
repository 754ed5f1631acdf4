import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { isDirty } from '../../../machines/designer/designer.machine';
import type { DesignerVersionSummary } from '../../../services/contracts/designer';
import { Button } from '../../kit/Button';
import { SelectField } from '../../kit/SelectField';
import { ChatbotTestButton } from '../chatbotTest/ChatbotTestButton';
import type { DesignerActor } from './designerActor';
import { PublishControls } from './publish/PublishControls';

export type DesignerToolbarProps = {
  actor: DesignerActor;
  /** Newest first. */
  versions: readonly DesignerVersionSummary[];
  versionId: string;
  onPickVersion: (id: string) => void;
};

/**
 * Save, Undo, Redo, Test (the draft, or the published version, in the web chat test page),
 * Publish with the live version and the publish history, and the version picker (newest
 * first, the newest labelled Latest).
 */
export function DesignerToolbar({ actor, versions, versionId, onPickVersion }: DesignerToolbarProps) {
  const { t } = useTranslation('designer');
  const dirty = useSelector(actor, (s) => isDirty(s.context));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'SAVE' }));
  const canUndo = useSelector(actor, (s) => s.can({ type: 'UNDO' }));
  const canRedo = useSelector(actor, (s) => s.can({ type: 'REDO' }));
  const botId = useSelector(actor, (s) => s.context.botId);
  const options = versions.map((v, index) => ({ id: v.id, label: index === 0 ? t('toolbar.latest', { name: v.name }) : v.name }));
  if (!options.some((o) => o.id === versionId)) options.unshift({ id: versionId, label: versionId });
  return (
    <div className="designer-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      {/* Saving (or the save check's list it opens) disables it: the focus stays on it. */}
      <Button onPress={() => actor.send({ type: 'SAVE' })} isDisabled={!dirty || !canSave} focusableWhenDisabled>
        {saving ? t('toolbar.saving') : t('toolbar.save')}
      </Button>
      <Button variant="secondary" onPress={() => actor.send({ type: 'UNDO' })} isDisabled={!canUndo}>
        {t('toolbar.undo')}
      </Button>
      <Button variant="secondary" onPress={() => actor.send({ type: 'REDO' })} isDisabled={!canRedo}>
        {t('toolbar.redo')}
      </Button>
      <ChatbotTestButton botId={botId} />
      <PublishControls actor={actor} versions={versions} />
      <span className={`designer-status${dirty ? ' is-dirty' : ''}`} role="status">
        {dirty ? t('toolbar.unsaved') : t('toolbar.upToDate')}
      </span>
      <SelectField className="designer-version" label={t('toolbar.version')} options={options} value={versionId} onChange={onPickVersion} isDisabled={saving} />
    </div>
  );
}
