import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { SelectField } from '../../../kit/SelectField';
import { useDesignerData } from '../dataContext';
import type { PanelProps } from '../types';
import { useResource } from '../useResource';
import { Loaded, NS, PanelBody, SlotPicker, useSettings } from './parts';

/** The automation provider's zap editor and its help pages. */
export const ZAP_EDITOR_URL = 'https://zapier.com/app/editor';
export const ZAPIER_HELP_URL = 'https://help.zapier.com/hc/en-us/articles/8496309697421-Create-Zaps';

/** Zapier (spec 2.15): the zap to run, the templates to start one from, connection. */
export function ZapierPanel(props: PanelProps<'ZAPIER'>) {
  const { t } = useTranslation(NS);
  const data = useDesignerData();
  const set = useSettings(props);
  const zapID = props.module.settings.zapID ?? '';
  const zaps = useResource({ companyId: props.companyId }, (q) => data.zaps(q.companyId));
  const templates = useResource({}, () => data.zapTemplates());
  return (
    <PanelBody title={t('zapier.title')}>
      <Loaded resource={zaps}>
        {(list) =>
          list.length ? (
            <SelectField
              label={t('zapier.zap')}
              placeholder={t('zapier.chooseZap')}
              options={list.map((z) => ({ id: z.id, label: z.name }))}
              value={list.some((z) => z.id === zapID) ? zapID : null}
              isDisabled={props.readOnly}
              onChange={(id) => set({ zapID: id })}
            />
          ) : (
            <p>{t('zapier.noZaps')}</p>
          )
        }
      </Loaded>
      <div className="panel-more-row">
        <Link className="btn btn-secondary" isDisabled={props.readOnly} href={ZAP_EDITOR_URL} target="_blank" rel="noopener noreferrer">
          {t('zapier.openEditor')}
        </Link>
        <Link className="btn btn-link" href={ZAPIER_HELP_URL} target="_blank" rel="noopener noreferrer">
          {t('zapier.help')}
        </Link>
      </div>
      <h4>{t('zapier.templates')}</h4>
      <Loaded resource={templates}>
        {(list) => (
          <ul className="panel-more-cards">
            {list.map((template) => (
              <li key={template.slug || template.url} className="panel-more-card">
                <h5>{template.title}</h5>
                <p>{template.description_plain}</p>
                <Link
                  className="btn btn-primary"
                  isDisabled={props.readOnly}
                  href={template.create_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('zapier.useZapFor', { title: template.title })}
                >
                  {t('zapier.useZap')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <SlotPicker props={props} label={t('connection')} />
    </PanelBody>
  );
}
