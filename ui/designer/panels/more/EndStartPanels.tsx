import { useState } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VOTE_LINK_HOURS, MAX_VOTE_LINK_HOURS, MAX_VOTE_TEXT, VOTE_TYPES } from '../../../../services/contracts/conversations';
import { SelectField } from '../../../kit/SelectField';
import { TextAreaField } from '../../../kit/TextAreaField';
import { TextField } from '../../../kit/TextField';
import type { EndSettings } from '../../../../services/contracts/modules/end';
import type { PanelProps } from '../types';
import { NS, PanelBody, useSettings } from './parts';
import './endPanel.css';

/** START (spec 2.15: minimal settings): where every conversation begins; its next module is drawn on the canvas. */
export function StartPanel() {
  const { t } = useTranslation(NS);
  return (
    <PanelBody title={t('start.title')}>
      <p>{t('start.text')}</p>
    </PanelBody>
  );
}

/**
 * What an END module keeps in settings.vote (server/votes/deepLinks.ts VoteSettings): when
 * enabled, the conversation ends with a link to the satisfaction vote page.
 */
export type EndVoteSettings = {
  enabled: boolean;
  voteType: (typeof VOTE_TYPES)[number];
  voteMessage: string;
  voteLinkMessage: string;
  gratitudeMessage: string;
  /** The image the vote page shows instead of the product logo (an http or https address). */
  voteImage: string;
  expiresInHours: number;
};

type VoteTextField = 'voteMessage' | 'voteLinkMessage' | 'gratitudeMessage' | 'voteImage';

/** The module's vote settings with defaults for whatever is missing (and for a validity the server does not take). */
export function readVoteSettings(settings: EndSettings): EndVoteSettings {
  const vote = settings.vote ?? {};
  const hours = vote.expiresInHours;
  return {
    enabled: vote.enabled === true,
    voteType: vote.voteType ?? 'NUMERIC',
    voteMessage: vote.voteMessage ?? '',
    voteLinkMessage: vote.voteLinkMessage ?? '',
    gratitudeMessage: vote.gratitudeMessage ?? '',
    voteImage: vote.voteImage ?? '',
    expiresInHours: hours !== undefined && isValidLinkHours(hours) ? hours : DEFAULT_VOTE_LINK_HOURS,
  };
}

/** A link validity the server takes: whole hours from 1 to 720 (30 days). */
export function isValidLinkHours(hours: number): boolean {
  return Number.isInteger(hours) && hours >= 1 && hours <= MAX_VOTE_LINK_HOURS;
}

/** The hours typed in the validity field, or null when they are not a valid validity. */
export function parseLinkHours(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const hours = Number(trimmed);
  return isValidLinkHours(hours) ? hours : null;
}

/** An image address the vote page can show: empty (the logo), or http/https. */
export function isValidVoteImage(value: string): boolean {
  if (!value.trim()) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

/** A vote text longer than the server keeps (it would be cut). */
export function isVoteTextTooLong(value: string): boolean {
  return value.length > MAX_VOTE_TEXT;
}

/** END (spec 2.15 and spec 01 section 2.10): the conversation ends here, optionally asking for a vote. */
export function EndPanel(props: PanelProps<'END'>) {
  const { t } = useTranslation(NS);
  const set = useSettings(props);
  const vote = readVoteSettings(props.module.settings);
  const [hoursText, setHoursText] = useState(String(vote.expiresInHours));
  // The stored validity changed elsewhere (undo, redo): show it again.
  const [shownHours, setShownHours] = useState(vote.expiresInHours);
  if (shownHours !== vote.expiresInHours) {
    setShownHours(vote.expiresInHours);
    if (parseLinkHours(hoursText) !== vote.expiresInHours) setHoursText(String(vote.expiresInHours));
  }
  const write = (patch: Partial<EndVoteSettings>) => set({ vote: { ...vote, ...patch } });
  const textField = (name: VoteTextField, multiline: boolean) => {
    const field = {
      label: t(`end.vote.${name}`),
      description: t(`end.vote.${name}Hint`),
      value: vote[name],
      isDisabled: props.readOnly,
      errorMessage: isVoteTextTooLong(vote[name])
        ? t('end.vote.errors.tooLong', { max: MAX_VOTE_TEXT })
        : name === 'voteImage' && !isValidVoteImage(vote[name])
          ? t('end.vote.errors.image')
          : null,
      onChange: (value: string) => write({ [name]: value }),
    };
    return multiline ? <TextAreaField {...field} rows={4} /> : <TextField {...field} />;
  };
  return (
    <PanelBody title={t('end.title')}>
      <p>{t('end.text')}</p>
      <Switch className="end-vote-switch" isSelected={vote.enabled} isDisabled={props.readOnly} onChange={(enabled) => write({ enabled })}>
        <span className="end-vote-track" aria-hidden="true">
          <span className="end-vote-thumb" />
        </span>
        {t('end.vote.ask')}
      </Switch>
      <p className="panel-more-muted">{t('end.vote.askHint')}</p>
      {vote.enabled ? (
        <div className="panel-more-section end-vote-settings">
          <SelectField
            label={t('end.vote.voteType')}
            options={VOTE_TYPES.map((id) => ({ id, label: t(`end.vote.types.${id}`) }))}
            value={vote.voteType}
            isDisabled={props.readOnly}
            onChange={(id) => write({ voteType: id === 'FACES' ? 'FACES' : 'NUMERIC' })}
          />
          {textField('voteMessage', true)}
          {textField('voteLinkMessage', false)}
          {textField('gratitudeMessage', false)}
          {textField('voteImage', false)}
          <TextField
            label={t('end.vote.expiresInHours')}
            description={t('end.vote.expiresInHoursHint', { default: DEFAULT_VOTE_LINK_HOURS })}
            inputMode="numeric"
            value={hoursText}
            isDisabled={props.readOnly}
            errorMessage={parseLinkHours(hoursText) === null ? t('end.vote.errors.hours', { max: MAX_VOTE_LINK_HOURS }) : null}
            onChange={(typed) => {
              setHoursText(typed);
              const hours = parseLinkHours(typed);
              if (hours !== null) write({ expiresInHours: hours });
            }}
          />
        </div>
      ) : null}
    </PanelBody>
  );
}
