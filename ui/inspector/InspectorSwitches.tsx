import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../kit/Checkbox';
import { storedRecording, storeRecording } from './inspection';
import { startStatelyForward } from './statelyForward';

/** The developer's switches: recording in this tab (for actors created from now on) and the hosted inspector. */
export function InspectorSwitches() {
  const { t } = useTranslation('inspector');
  const [recording, setRecording] = useState(storedRecording);
  const [stately, setStately] = useState(false);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  const handleRecording = (on: boolean) => {
    setRecording(on);
    storeRecording(on);
  };
  const handleStately = (on: boolean) => {
    setStately(on);
    stop.current?.();
    stop.current = null;
    if (!on) return;
    // Stopping is known at once, so switching off (or leaving) before the package has loaded stops it too.
    const started = startStatelyForward();
    stop.current = () => void started.then((stopForward) => stopForward());
  };
  return (
    <div className="inspector-switches">
      <Checkbox isSelected={recording} onChange={handleRecording}>
        {t('recording')}
      </Checkbox>
      <Checkbox isSelected={stately} onChange={handleStately}>
        {t('stately')}
      </Checkbox>
    </div>
  );
}
