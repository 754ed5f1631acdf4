import {
  ColorArea,
  ColorField,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorThumb,
  Dialog,
  DialogTrigger,
  FieldError,
  Input,
  Label,
  parseColor,
  Popover,
  SliderOutput,
  SliderTrack,
  type Color,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';
import './colourChoice.css';

/** What the picker shows for a colour not chosen yet (nothing is stored until one is). */
const UNSET = '#FFFFFF';

/** The stored colour read for the picker, or null when it is empty or not a colour. */
function readColour(value: string): Color | null {
  if (value.trim() === '') return null;
  try {
    return parseColor(value);
  } catch {
    return null;
  }
}

/** A colour as stored: #RRGGBB. */
const hexOf = (colour: Color) => colour.toString('hex');

export type ColorChoiceProps = { label: string; value: string; onChange: (hex: string) => void; isDisabled?: boolean; errorMessage?: string | null };

/**
 * A colour of a web chat form: its hex typed in a field, or chosen in a popover (saturation and
 * brightness area, hue slider); keyboard usable. The value stays a #RRGGBB text.
 */
export function ColorChoice({ label, value, onChange, isDisabled, errorMessage }: ColorChoiceProps) {
  const { t } = useTranslation('channels');
  const colour = readColour(value);
  return (
    <div className="colour-choice">
      <ColorField className="field" value={colour} isDisabled={isDisabled} isInvalid={Boolean(errorMessage)} onChange={(chosen) => onChange(chosen ? hexOf(chosen) : '')}>
        <Label>{label}</Label>
        <Input dir="ltr" />
        <FieldError>{errorMessage}</FieldError>
      </ColorField>
      <ColorPicker value={colour ?? UNSET} onChange={(chosen) => onChange(hexOf(chosen))}>
        <DialogTrigger>
          <Button variant="secondary" className="colour-choice-button" isDisabled={isDisabled} aria-label={t('web.colour.choose', { label })}>
            {colour ? <ColorSwatch className="colour-swatch" /> : <span className="colour-swatch" aria-hidden="true" />}
          </Button>
          <Popover placement="bottom end" className="popover">
            <Dialog className="colour-dialog" aria-label={label}>
              <ColorArea className="colour-area" colorSpace="hsb" xChannel="saturation" yChannel="brightness" aria-label={t('web.colour.area', { label })}>
                <ColorThumb className="colour-thumb" />
              </ColorArea>
              <ColorSlider className="colour-slider" colorSpace="hsb" channel="hue">
                <Label>{t('web.colour.hue')}</Label>
                <SliderOutput />
                <SliderTrack>
                  <ColorThumb className="colour-thumb" />
                </SliderTrack>
              </ColorSlider>
            </Dialog>
          </Popover>
        </DialogTrigger>
      </ColorPicker>
    </div>
  );
}
