import { Label, Slider, SliderOutput, SliderThumb, SliderTrack, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useCallback, useState } from 'react';
import type { NumberRule } from '../../../../machines/ai/panel/settings';
import { Button } from '../../../kit/Button';
import { showToast, type ToastKind } from '../../../kit/toasts';
import { useText, type TextLike } from '../../../kit/useText';

export const AI_NAMESPACES = ['panelsAi', 'common'] as const;

/** Machine texts (`panelsAi.*`, `common.*`) in the current language. */
export function useAiText(): (ref: TextLike | null | undefined) => string {
  return useText(AI_NAMESPACES);
}

/** Shows a machine's toast (kind, text, duration) in the current language. */
export function useAiToast(): (params: { kind: ToastKind; text: TextLike; durationMs?: number }) => void {
  const text = useAiText();
  return useCallback((params) => void showToast(params.kind, text(params.text), params.durationMs), [text]);
}

export type SliderFieldProps = {
  label: string;
  rule: Pick<NumberRule, 'min' | 'max' | 'step'>;
  value: number;
  onChange: (value: number) => void;
  isDisabled?: boolean;
  errorMessage?: string | null;
};

/** A labelled react-aria slider with its value shown beside the label. Changes are sent when the thumb is let go. */
export function SliderField({ label, rule, value, onChange, isDisabled, errorMessage }: SliderFieldProps) {
  // The thumb follows the pointer; what is stored comes back as `value` (a refused value springs back).
  const [draft, setDraft] = useState<number | null>(null);
  const single = (v: number | number[]) => (Array.isArray(v) ? v[0]! : v);
  return (
    <div className="ai-slider">
      <Slider
        minValue={rule.min}
        maxValue={rule.max}
        step={rule.step}
        value={draft ?? value}
        onChange={(v) => setDraft(single(v))}
        onChangeEnd={(v) => {
          setDraft(null);
          onChange(single(v));
        }}
        isDisabled={isDisabled}
      >
        <div className="ai-slider-head">
          <Label>{label}</Label>
          <SliderOutput />
        </div>
        <SliderTrack className="ai-slider-track">
          <SliderThumb className="ai-slider-thumb" />
        </SliderTrack>
      </Slider>
      {errorMessage ? (
        <p className="ai-error" role="alert">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

/** The back arrow of a drill-down view. */
export function BackHeader({ title, backLabel, onBack }: { title: string; backLabel: string; onBack: () => void }) {
  return (
    <div className="ai-back-header">
      <Button variant="link" className="ai-back" aria-label={backLabel} onPress={onBack}>
        <span aria-hidden="true" className="ai-back-arrow">
          ←
        </span>
      </Button>
      <h3 className="ai-subtitle">{title}</h3>
    </div>
  );
}

export type TextAreaFieldProps = { label: string; value: string; maxLength: number; onChange: (value: string) => void; isDisabled?: boolean };

/** A labelled multi-line text with its character count against the limit. */
export function TextAreaField({ label, value, maxLength, onChange, isDisabled }: TextAreaFieldProps) {
  return (
    <AriaTextField className="field" value={value} onChange={onChange} maxLength={maxLength} isDisabled={isDisabled}>
      <Label>{label}</Label>
      <TextArea rows={4} />
      <Text slot="description">
        {value.length} / {maxLength}
      </Text>
    </AriaTextField>
  );
}
