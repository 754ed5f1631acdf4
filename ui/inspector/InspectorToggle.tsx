import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../kit/Button';
import { InspectorPanel } from './InspectorPanel';
import { InspectorSwitches } from './InspectorSwitches';
import { viewerInspection } from './inspection';

/**
 * The floating button (developer mode) that opens the inspector over a page, beside it so the
 * page stays usable. Which pages have it is RootLayout's call (togglePages.ts).
 */
export default function InspectorToggle() {
  const { t } = useTranslation('inspector');
  const [open, setOpen] = useState(false);
  const store = viewerInspection();
  if (!store) return null;
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
