import { useTranslation } from 'react-i18next';
import { NS, PanelBody } from './parts';

/** START (spec 2.15: minimal settings): where every conversation begins; its next module is drawn on the canvas. */
export function StartPanel() {
  const { t } = useTranslation(NS);
  return (
    <PanelBody title={t('start.title')}>
      <p>{t('start.text')}</p>
    </PanelBody>
  );
}

/** END (spec 2.15: minimal settings): the conversation ends here; nothing follows. */
export function EndPanel() {
  const { t } = useTranslation(NS);
  return (
    <PanelBody title={t('end.title')}>
      <p>{t('end.text')}</p>
    </PanelBody>
  );
}
