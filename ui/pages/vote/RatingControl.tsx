import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { voteValues } from '../../../machines/conversations/votePage.machine';

/** The mouth of each face, from a frown (2) to a broad smile (10). */
const MOUTHS: Record<number, string> = {
  2: 'M20 44 Q32 32 44 44',
  4: 'M21 42 Q32 36 43 42',
  6: 'M21 40 L43 40',
  8: 'M21 38 Q32 45 43 38',
  10: 'M19 36 Q32 50 45 36',
};
const FACE_COLOURS: Record<number, string> = { 2: '#d64545', 4: '#e8833a', 6: '#e2b93b', 8: '#8cc152', 10: '#3fa34d' };

function Face({ value }: { value: number }) {
  return (
    <svg className="vote-face" viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="28" fill={FACE_COLOURS[value]} />
      <circle cx="23" cy="25" r="3.5" fill="#222" />
      <circle cx="41" cy="25" r="3.5" fill="#222" />
      <path d={MOUTHS[value]} stroke="#222" strokeWidth="3.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export type RatingControlProps = {
  voteType: string;
  value: number | null;
  onChange: (value: number) => void;
  isDisabled?: boolean;
};

/** FACES: five faces worth 2, 4, 6, 8 and 10; any other type: a 0 to 10 scale (spec 01 section 2.10). */
export function RatingControl({ voteType, value, onChange, isDisabled }: RatingControlProps) {
  const { t } = useTranslation('vote');
  const faces = voteType === 'FACES';
  return (
    <RadioGroup
      className={`vote-rating ${faces ? 'vote-rating-faces' : 'vote-rating-scale'}`}
      orientation="horizontal"
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      isDisabled={isDisabled}
    >
      <Label className="vote-rating-label">{t('rating')}</Label>
      <div className="vote-rating-options">
        {voteValues(voteType).map((option) => (
          <Radio key={option} value={String(option)} className="vote-rating-option">
            {faces ? (
              <>
                <Face value={option} />
                <span className="visually-hidden">{t(`faces.${option}`)}</span>
              </>
            ) : (
              <span className="vote-scale-number">{option}</span>
            )}
          </Radio>
        ))}
      </div>
      {faces ? null : (
        <Text slot="description" className="vote-rating-hint">
          {t('scaleHint')}
        </Text>
      )}
    </RadioGroup>
  );
}
