import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_COUNT_MAX } from '../../../machines/designer/designer.machine';
import type { FlowDocument, FlowModule } from '../../../services/contracts/flow';
import { Button } from '../../kit/Button';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { SelectField } from '../../kit/SelectField';
import { ModulePicker } from '../panels/shared/ModulePicker';
import { FALLBACK_COUNTS, fallbackWording, isSelfFallback } from './rules';
import type { ModuleEdits } from './useModuleEdits';

/**
 * Spec 2.2: first a message with ADD FALLBACK; after the click, or when a fallback exists,
 * the target picker and the count (0 to 9). Choosing the module itself asks first (4.2).
 */
export function FallbackSection({ module, flow, edits }: { module: FlowModule; flow: FlowDocument; edits: ModuleEdits }) {
  const { t } = useTranslation(['designerSideMenu', 'designer']);
  const [adding, setAdding] = useState(false);
  const [pendingSelf, setPendingSelf] = useState(false);
  const count = module.fallbackCount ?? 0;
  const setFallback = (target: string | null) => edits.send({ type: 'SET_FALLBACK', id: module.id, target, count: Math.min(count, FALLBACK_COUNT_MAX) });
  const open = adding || module.fallback !== undefined;
  return (
    <section className="side-menu-section" aria-label={t('fallback.title')}>
      {open ? (
        <div className="side-menu-fallback">
          <ModulePicker
            label={t(`fallback.${fallbackWording(module.type)}`)}
            flow={flow}
            value={module.fallback ?? null}
            onChange={(target) => (isSelfFallback(module, target) ? setPendingSelf(true) : setFallback(target))}
            isDisabled={edits.readOnly}
          />
          <SelectField
            label={t('fallback.count')}
            options={FALLBACK_COUNTS.map((n) => ({ id: String(n), label: String(n) }))}
            value={String(count)}
            onChange={(value) => edits.send({ type: 'SET_FALLBACK', id: module.id, target: module.fallback ?? null, count: Number(value) })}
            isDisabled={edits.readOnly || module.fallback === undefined}
          />
        </div>
      ) : (
        <div className="side-menu-fallback-empty">
          <p className="designer-hint">{t('fallback.none')}</p>
          <Button variant="secondary" onPress={() => setAdding(true)} isDisabled={edits.readOnly}>
            {t('fallback.add')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={pendingSelf}
        title={t('designer:leave.title')}
        text={t('designer:warnings.selfFallback')}
        confirmLabel={t('fallback.selfContinue')}
        cancelLabel={t('fallback.selfCancel')}
        onConfirm={() => {
          setPendingSelf(false);
          setFallback(module.id);
        }}
        onCancel={() => setPendingSelf(false)}
      />
    </section>
  );
}
