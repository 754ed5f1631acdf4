import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '../kit/Button';
import { InspectorPanel } from './InspectorPanel';
import { InspectorSwitches } from './InspectorSwitches';
import { pageInspection, pageSettings } from './inspection';

/** The floating button (developer mode) that opens the inspector over any page, beside it so the page stays usable. */
export default function InspectorToggle() {
  const { t } = useTranslation('inspector');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const store = pageInspection({ devMode: pageSettings().devMode, recording: true });
  if (!store || pathname === '/inspector') return null;
  return (
    <>
      {open && (
        <aside className="inspector-floating-panel" aria-label={t('title')}>
          <InspectorSwitches />
          <InspectorPanel store={store} />
        </aside>
      )}
      <Button className="inspector-floating-toggle" variant="secondary" aria-expanded={open} onPress={() => setOpen(!open)}>
        {open ? t('close') : t('toggle')}
      </Button>
    </>
  );
}
