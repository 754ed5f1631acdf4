import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import { DirectLinkPopup } from './DirectLinkPopup';
import { IceBreakersPopup } from './IceBreakersPopup';
import { PersistentMenuPopup } from './PersistentMenuPopup';

type Tool = 'menu' | 'iceBreakers' | 'directLink';

/** The Instagram channel's tools: buttons opening its persistent menu editor, its ice breaker editor and its direct link generator. */
export function InstagramTools({ channelId }: { channelId: string }) {
  const { t } = useTranslation('channels');
  const [open, setOpen] = useState<Tool | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <div className="instagram-tools" role="group" aria-label={t('instagram.tools')}>
      <Button variant="secondary" onPress={() => setOpen('menu')}>
        {t('instagram.menuOpen')}
      </Button>
      <Button variant="secondary" onPress={() => setOpen('iceBreakers')}>
        {t('instagram.iceBreakersOpen')}
      </Button>
      <Button variant="secondary" onPress={() => setOpen('directLink')}>
        {t('instagram.directLinkOpen')}
      </Button>
      {open === 'menu' ? <PersistentMenuPopup channelId={channelId} onClose={close} /> : null}
      {open === 'iceBreakers' ? <IceBreakersPopup channelId={channelId} onClose={close} /> : null}
      {open === 'directLink' ? <DirectLinkPopup channelId={channelId} onClose={close} /> : null}
    </div>
  );
}
