import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../kit/SelectField';
import { useDesignerData } from '../../dataContext';
import { KeyValueEditor } from '../../shared/KeyValueEditor';
import { NextModulePicker } from '../../shared/NextModulePicker';
import type { PanelProps } from '../../types';
import { useResource } from '../../useResource';
import { patchSettings } from '../moduleEdit';
import { ResourceNotice } from '../ResourceNotice';
import { allowedParameters, blockGone, codeStationOf, codeStationTexts, pickBlock, versionGone, versionOptions, type CodeStationSettings } from './codeStationRules';
import '../logicPanels.css';

/** Code Station (spec 03 section 2.7): code block, version, parameters, connection. */
export function CodeStationPanel({ module, flow, readOnly, companyId, update }: PanelProps<'CODESTATION'>) {
  const { t } = useTranslation('panelsLogic');
  const data = useDesignerData();
  const settings = codeStationOf(module.settings);
  const { functionId, functionVersion } = settings;
  const blocks = useResource({ companyId }, (q) => data.codeBlocks(q.companyId));
  const details = useResource(functionId ? { companyId, functionId } : null, (q) => data.codeBlock(q.companyId, q.functionId));
  const versionDetails = useResource(functionId && functionVersion ? { companyId, functionId, version: functionVersion } : null, (q) =>
    data.codeBlock(q.companyId, q.functionId, q.version),
  );

  // Spec 8: a failed code block lookup is logged only; the panel stays usable.
  useEffect(() => {
    if (blocks.status === 'failed') console.error('Code blocks could not be loaded', blocks.error);
  }, [blocks.status, blocks.error]);

  const change = (patch: Partial<CodeStationSettings>) => update({ settings: patchSettings(module, patch) });
  const blockOptions = (blocks.data ?? []).map((b) => ({ id: b.functionId, label: b.functionName }));
  if (functionId && blocks.status === 'failed') blockOptions.push({ id: functionId, label: functionId });
  const allowed = allowedParameters(functionVersion, versionDetails);

  return (
    <div className="logic-panel">
      <SelectField
        label={t('codeStation.block')}
        placeholder={t('codeStation.pickBlock')}
        options={blockOptions}
        value={functionId || null}
        onChange={(id) => change(pickBlock(settings, id))}
        isDisabled={readOnly}
      />
      {blockGone(functionId, blocks) ? <p className="logic-warning">{t(codeStationTexts.blockGone)}</p> : null}
      <Link className="btn btn-link" href={`/code-station-editor?companyId=${encodeURIComponent(companyId)}`} target="_blank" rel="noopener">
        {t('codeStation.openEditor')}
      </Link>
      {functionId ? (
        <>
          <SelectField
            label={t('codeStation.version')}
            placeholder={t('codeStation.pickVersion')}
            options={versionOptions(details.data?.versions ?? [], (version) => t('codeStation.latest', { version }))}
            value={functionVersion || null}
            onChange={(version) => change({ functionVersion: version })}
            isDisabled={readOnly || details.status !== 'ready'}
          />
          {details.status === 'loading' ? <ResourceNotice resource={details} /> : null}
          {versionGone(functionVersion, details, versionDetails) ? <p className="logic-warning">{t(codeStationTexts.versionGone)}</p> : null}
        </>
      ) : null}
      <KeyValueEditor
        label={t('codeStation.parameters')}
        rows={settings.parameter}
        onChange={(parameter) => change({ parameter })}
        allowedKeys={allowed}
        keyOptions={allowed ?? undefined}
        isDisabled={readOnly}
      />
      <NextModulePicker label={t('connection')} module={module} flow={flow} readOnly={readOnly} onChange={(connections) => update({ connections })} />
    </div>
  );
}
