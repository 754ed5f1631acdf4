import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../kit/Button';
import { loadTexts } from '../kit/pageTexts';
import { useTopbarSlot } from '../shell/topbarSlot';
import { InspectorSwitches } from './InspectorSwitches';
import { viewerInspection } from './inspection';
import './inspectorToggle.css';

/** The panel and every machine it can draw load when the inspector is first opened, not with each page. */
const InspectorPanel = lazy(() => Promise.all([import('./InspectorPanel'), loadTexts(['inspector', 'statechart'])]).then(([module]) => ({ default: module.InspectorPanel })));

/**
 * The button (developer mode) that opens the inspector over a page, beside it so the page
 * stays usable. On signed-in pages it sits in the top bar, covering nothing; elsewhere it
 * floats in a corner. Which pages have it is RootLayout's call (togglePages.ts).
 */
export default function InspectorToggle() {
  const { t } = useTranslation('inspector');
  const [open, setOpen] = useState(false);
  const slot = useTopbarSlot();
  const store = viewerInspection();
  if (!store) return null;
  const toggle = (
    <Button className={slot ? 'inspector-docked-toggle' : 'inspector-floating-toggle'} variant="secondary" aria-expanded={open} onPress={() => setOpen(!open)}>
      {open ? t('close') : t('toggle')}
    </Button>
  );
  return (
    <>
      {open && (
        <aside className={`inspector-floating-panel${slot ? ' is-below-toggle' : ''}`} aria-label={t('title')}>
          <InspectorSwitches />
          <Suspense fallback={null}>
            <InspectorPanel store={store} />
          </Suspense>
        </aside>
      )}
      {slot ? createPortal(toggle, slot) : toggle}
    </>
  );
}
