import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { AssistantCreated, GuideStep, guideMachine } from '../../../machines/companies/guide.machine';
import { JOB_TITLES, PEOPLE_COUNTS, WORK_FIELDS, type JobTitle, type PeopleCount, type WorkField } from '../../../services/contracts/guide';
import { Button } from '../../kit/Button';
import { LanguageSwitch } from '../../kit/LanguageSwitch';
import { NameForm } from '../../kit/NameForm';
import { SelectField } from '../../kit/SelectField';
import { useText } from '../../kit/useText';
import { GuideSteps } from './GuideSteps';
import './guide.css';

export type GuideActorRef = ActorRefFrom<typeof guideMachine>;

/** What the CHATBOT page shows: the assistant creation wizard for the guide's company. */
export type ChatbotSlot = (props: { companyId: string; onCreated: (created: AssistantCreated) => void }) => ReactNode;

function currentStep(value: unknown): GuideStep | null {
  switch (value) {
    case 'start':
      return 'startGuide';
    case 'company':
    case 'creatingCompany':
      return 'companyName';
    case 'companyInfo':
    case 'savingAccountInfo':
      return 'aboutYou';
    case 'chatbot':
      return 'assistantName';
    default:
      return null;
  }
}

function StartPage({ actorRef }: { actorRef: GuideActorRef }) {
  const { t } = useTranslation('guide');
  return (
    <section className="guide-page" aria-labelledby="guide-start-title">
      <h1 id="guide-start-title">{t('start.title')}</h1>
      <p>{t('start.text')}</p>
      <Button onPress={() => actorRef.send({ type: 'OK' })}>{t('start.ok')}</Button>
    </section>
  );
}

function CompanyPage({ actorRef }: { actorRef: GuideActorRef }) {
  const { t } = useTranslation('guide');
  const show = useText(['guide', 'common']);
  const name = useSelector(actorRef, (s) => s.context.companyName);
  const nameError = useSelector(actorRef, (s) => s.context.nameError);
  const error = useSelector(actorRef, (s) => s.context.error);
  const saving = useSelector(actorRef, (s) => s.matches('creatingCompany'));
  const canSubmit = useSelector(actorRef, (s) => s.can({ type: 'SUBMIT' }));
  return (
    <section className="guide-page" aria-labelledby="guide-company-title">
      <h1 id="guide-company-title">{t('company.title')}</h1>
      <p>{t('company.text')}</p>
      <NameForm
        label={t('company.nameLabel')}
        placeholder={t('company.namePlaceholder')}
        value={name}
        fieldError={nameError ? show(nameError) : null}
        formError={error ? show(error) : null}
        busy={saving}
        canSubmit={canSubmit}
        submitLabel={saving ? t('saving') : t('save')}
        onChange={(value) => actorRef.send({ type: 'NAME_CHANGED', value })}
        onSubmit={() => actorRef.send({ type: 'SUBMIT' })}
      />
    </section>
  );
}

function CompanyInfoPage({ actorRef }: { actorRef: GuideActorRef }) {
  const { t } = useTranslation('guide');
  const show = useText(['guide', 'common']);
  const peopleCount = useSelector(actorRef, (s) => s.context.peopleCount);
  const workField = useSelector(actorRef, (s) => s.context.workField);
  const jobTitle = useSelector(actorRef, (s) => s.context.jobTitle);
  const error = useSelector(actorRef, (s) => s.context.error);
  const saving = useSelector(actorRef, (s) => s.matches('savingAccountInfo'));
  const canSubmit = useSelector(actorRef, (s) => s.can({ type: 'SUBMIT' }));
  return (
    <section className="guide-page" aria-labelledby="guide-info-title">
      <h1 id="guide-info-title">{t('info.title')}</h1>
      <p>{t('info.text')}</p>
      <SelectField
        label={t('info.peopleCount')}
        placeholder={t('info.choose')}
        options={PEOPLE_COUNTS.map((id) => ({ id, label: t('info.employees', { count: id }) }))}
        value={peopleCount}
        onChange={(value) => actorRef.send({ type: 'PEOPLE_COUNT_CHANGED', value: value as PeopleCount })}
        isRequired
        isDisabled={saving}
      />
      <SelectField
        label={t('info.workField')}
        placeholder={t('info.choose')}
        options={WORK_FIELDS.map((id) => ({ id, label: t(`workFields.${id}`) }))}
        value={workField}
        onChange={(value) => actorRef.send({ type: 'WORK_FIELD_CHANGED', value: value as WorkField })}
        isRequired
        isDisabled={saving}
      />
      <SelectField
        label={t('info.jobTitle')}
        placeholder={t('info.choose')}
        options={JOB_TITLES.map((id) => ({ id, label: t(`jobTitles.${id}`) }))}
        value={jobTitle}
        onChange={(value) => actorRef.send({ type: 'JOB_TITLE_CHANGED', value: value as JobTitle })}
        isRequired
        isDisabled={saving}
      />
      {error ? (
        <p className="form-error" role="alert">
          {show(error)}
        </p>
      ) : null}
      <Button isDisabled={!canSubmit} onPress={() => actorRef.send({ type: 'SUBMIT' })}>
        {saving ? t('saving') : t('save')}
      </Button>
    </section>
  );
}

function ChatbotPage({ actorRef, chatbot }: { actorRef: GuideActorRef; chatbot: ChatbotSlot }) {
  const { t } = useTranslation('guide');
  const companyId = useSelector(actorRef, (s) => s.context.companyId) ?? '';
  return (
    <section className="guide-page guide-chatbot" aria-labelledby="guide-chatbot-title">
      <h1 id="guide-chatbot-title">{t('chatbot.title')}</h1>
      <p>{t('chatbot.text')}</p>
      {chatbot({
        companyId,
        onCreated: (created) => actorRef.send({ type: 'ASSISTANT_CREATED', ...created }),
      })}
    </section>
  );
}

/** The onboarding guide (spec 2.9): step list on the left, the current page beside it. */
export function GuideView({ actorRef, chatbot }: { actorRef: GuideActorRef; chatbot: ChatbotSlot }) {
  const { t } = useTranslation('guide');
  const value = useSelector(actorRef, (s) => s.value);
  const completed = useSelector(actorRef, (s) => s.context.completedSteps);
  const step = currentStep(value);
  if (step === null) {
    return (
      <p className="guide-leaving" role="status">
        {t('leaving')}
      </p>
    );
  }
  return (
    <div className="guide-layout">
      <aside className="guide-aside">
        <span className="brand">
          <span aria-hidden="true">◆</span>
          <span className="brand-name">Assistant Console</span>
        </span>
        <GuideSteps completed={completed} current={step} />
      </aside>
      <main className="guide-main">
        <header className="guide-topbar">
          <LanguageSwitch />
        </header>
        {step === 'startGuide' ? <StartPage actorRef={actorRef} /> : null}
        {step === 'companyName' ? <CompanyPage actorRef={actorRef} /> : null}
        {step === 'aboutYou' ? <CompanyInfoPage actorRef={actorRef} /> : null}
        {step === 'assistantName' ? <ChatbotPage actorRef={actorRef} chatbot={chatbot} /> : null}
      </main>
    </div>
  );
}
