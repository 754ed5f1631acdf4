import { useTranslation } from 'react-i18next';
import { Button } from '../../../../kit/Button';
import { SelectField } from '../../../../kit/SelectField';
import { useDesignerData } from '../../dataContext';
import { NextModulePicker } from '../../shared/NextModulePicker';
import type { HandoverSettings as StoredHandover } from '../../../../../services/contracts/modules/handover';
import type { PanelProps } from '../../types';
import { useResource } from '../../useResource';
import { ChoiceField } from '../ChoiceField';
import { patchSettings } from '../moduleEdit';
import { ResourceNotice } from '../ResourceNotice';
import {
  contactCenterIntegrations,
  createIntegrationPath,
  departmentPatch,
  HANDOVER_MODES,
  handoverOf,
  integrationPatch,
  modePatch,
  type HandoverMode,
  type HandoverSettings,
} from './handoverRules';
import '../logicPanels.css';

/** Forward To Human (spec 03 section 2.11): mode; for a contact center, its integration and department. */
export function HandoverPanel({ module, flow, readOnly, companyId, update, leaveTo }: PanelProps<'HANDOVER'>) {
  const { t } = useTranslation('panelsLogic');
  const settings = handoverOf(module.settings);
  const change = (patch: Partial<StoredHandover>) => update({ settings: patchSettings(module, patch) });
  return (
    <div className="logic-panel">
      <ChoiceField
        label={t('handover.mode')}
        options={HANDOVER_MODES.map((id) => ({ id, label: t(`handover.modes.${id}`) }))}
        value={settings.mode}
        onChange={(mode) => change(modePatch(mode as HandoverMode))}
        isDisabled={readOnly}
      />
      {settings.mode === 'contactCenter' ? <ContactCenter settings={settings} companyId={companyId} readOnly={readOnly} change={change} leaveTo={leaveTo} /> : null}
      <NextModulePicker label={t('connection')} module={module} flow={flow} readOnly={readOnly} onChange={(connections) => update({ connections })} />
    </div>
  );
}

type ContactCenterProps = { settings: HandoverSettings; companyId: string; readOnly: boolean; change: (patch: Partial<StoredHandover>) => void; leaveTo: (path: string) => void };

/** The contact center's integration, then its departments (loaded once an integration is chosen). */
function ContactCenter({ settings, companyId, readOnly, change, leaveTo }: ContactCenterProps) {
  const { t } = useTranslation('panelsLogic');
  const data = useDesignerData();
  const integrationId = settings.contactCenterIntegrationId;
  const integrations = useResource({ companyId }, (q) => contactCenterIntegrations(data, q.companyId));
  const departments = useResource(integrationId ? { companyId, integrationId } : null, (q) => data.departments(q.companyId, q.integrationId));
  if (integrations.status !== 'ready') return <ResourceNotice resource={integrations} />;
  const list = integrations.data ?? [];
  if (list.length === 0) {
    return (
      <div className="logic-section">
        <p className="logic-hint">{t('handover.noIntegration')}</p>
        <Button onPress={() => leaveTo(createIntegrationPath(companyId))} isDisabled={readOnly}>
          {t('handover.createIntegration')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <SelectField
        label={t('handover.integration')}
        placeholder={t('handover.pickIntegration')}
        options={list.map((i) => ({ id: i._id, label: `${i.name} (${i.type})` }))}
        value={integrationId || null}
        onChange={(id) => change(integrationPatch(settings, id))}
        isDisabled={readOnly}
      />
      {integrationId ? (
        <>
          <SelectField
            label={t('handover.department')}
            placeholder={t('handover.pickDepartment')}
            options={(departments.data ?? []).map((d) => ({ id: d.id, label: d.name }))}
            value={settings.departmentID || null}
            onChange={(id) => {
              const department = departments.data?.find((d) => d.id === id);
              if (department) change(departmentPatch(department));
            }}
            isDisabled={readOnly || departments.status !== 'ready'}
          />
          <ResourceNotice resource={departments} />
        </>
      ) : null}
    </>
  );
}
