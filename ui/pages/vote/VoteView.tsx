import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { MAX_VOTE_FEEDBACK, type votePageMachine } from '../../../machines/conversations/votePage.machine';
import type { DeepLinkProperties } from '../../../services/contracts/conversations';
import { Banner } from '../../kit/Banner';
import { Button } from '../../kit/Button';
import { LanguageSwitch } from '../../kit/LanguageSwitch';
import { TextAreaField } from '../../kit/TextAreaField';
import { useText } from '../../kit/useText';
import { ProductLogo } from './ProductLogo';
import { RatingControl } from './RatingControl';
import { renderVoteMarkup, safeImageSrc } from './voteMarkup';
import './votePage.css';

export type VotePageActorRef = ActorRefFrom<typeof votePageMachine>;

/** A text the link supplies, else the translated default (spec 01 section 8, vote page defaults). */
function linkText(properties: DeepLinkProperties | undefined, name: keyof DeepLinkProperties, fallback: string): string {
  const value = properties?.[name];
  return typeof value === 'string' && value.trim() ? value : fallback;
}

function Header({ properties }: { properties: DeepLinkProperties | undefined }) {
  const { t } = useTranslation('vote');
  const image = safeImageSrc(properties?.voteImage);
  return <div className="vote-brand">{image ? <img className="vote-image" src={image} alt={t('logo')} /> : <ProductLogo label={t('logo')} />}</div>;
}

/** The vote page (spec 01 sections 2.10 and 4): renders the vote machine's state and sends its events. */
export function VoteView({ actorRef }: { actorRef: VotePageActorRef }) {
  const { t } = useTranslation('vote');
  const show = useText(['vote', 'common']);
  const snapshot = useSelector(actorRef, (s) => s);
  const { link, rating, feedback, error } = snapshot.context;
  const properties = link?.deepLinkProperties;
  const sending = snapshot.matches('sending');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'SUBMIT' });
  };

  let body;
  if (snapshot.matches('loading')) {
    body = (
      <p role="status" className="vote-loading">
        {t('loading')}
      </p>
    );
  } else if (snapshot.matches('thanks')) {
    body = (
      <section className="vote-result" aria-live="polite">
        <h1>{t('thanksHeader')}</h1>
        <p>{renderVoteMarkup(linkText(properties, 'gratitudeMessage', t('thanksMessage')))}</p>
      </section>
    );
  } else if (snapshot.matches('error')) {
    // The link's own texts only describe an expired link, not a failed lookup.
    const own = link?.invalidated ? properties : undefined;
    body = (
      <section className="vote-result" role="alert">
        <h1>{linkText(own, 'expiredLinkHeader', t('errorHeader'))}</h1>
        <p>{linkText(own, 'expiredLinkMessage', t('errorMessage'))}</p>
      </section>
    );
  } else {
    body = (
      <form className="vote-form" onSubmit={handleSubmit} noValidate aria-busy={sending}>
        <h1 className="visually-hidden">{t('title')}</h1>
        <p className="vote-message">{renderVoteMarkup(linkText(properties, 'voteMessage', t('defaultMessage')))}</p>
        <RatingControl voteType={properties?.voteType ?? 'NUMERIC'} value={rating} isDisabled={sending} onChange={(value) => actorRef.send({ type: 'RATING_CHOSEN', value })} />
        <TextAreaField
          label={linkText(properties, 'voteLabel', t('label'))}
          placeholder={linkText(properties, 'votePlaceHolder', t('placeholder'))}
          value={feedback}
          maxLength={MAX_VOTE_FEEDBACK}
          rows={4}
          isDisabled={sending}
          description={t('characters', { count: feedback.length, max: MAX_VOTE_FEEDBACK })}
          onChange={(value) => actorRef.send({ type: 'FEEDBACK_CHANGED', value })}
        />
        <Banner kind="error" message={error ? show(error) : null} />
        <Button type="submit" className="vote-send" isDisabled={!snapshot.can({ type: 'SUBMIT' })}>
          {sending ? t('sending') : linkText(properties, 'voteButtonText', t('send'))}
        </Button>
      </form>
    );
  }

  return (
    <div className="vote-page">
      <header className="vote-top">
        <LanguageSwitch />
      </header>
      <main className="vote-card">
        <Header properties={properties} />
        {body}
      </main>
    </div>
  );
}
