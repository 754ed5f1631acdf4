import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';
import './canvasKeyboard.css';

/** The rows of the keys help: key label and what it does (designerCanvas keys.*). */
export const KEY_ROWS = ['arrows', 'shiftArrows', 'pages', 'homeEnd', 'enter', 'delete', 'undo', 'copy', 'tab', 'help'] as const;

export type KeyboardHelpProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** The canvas's keys, behind a 'Keys' button of the canvas tools (and the ? key on a module). */
export function KeyboardHelp({ isOpen, onOpenChange }: KeyboardHelpProps) {
  const { t, i18n } = useTranslation('designerCanvas');
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button variant="secondary" className="designer-tool" data-testid="canvas-keys">
        {t('keys.button')}
      </Button>
      <Popover className="popover canvas-keys-popover" placement="bottom end">
        <Dialog className="canvas-keys" dir={i18n.dir()}>
          <Heading slot="title" className="canvas-keys-title">
            {t('keys.title')}
          </Heading>
          <dl className="canvas-keys-list">
            {KEY_ROWS.map((row) => (
              <div key={row} className="canvas-keys-row">
                <dt>
                  <kbd dir="ltr">{t(`keys.${row}`)}</kbd>
                </dt>
                <dd>{t(`keys.${row}Text`)}</dd>
              </div>
            ))}
          </dl>
          <p className="canvas-keys-palette">{t('keys.palette')}</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
