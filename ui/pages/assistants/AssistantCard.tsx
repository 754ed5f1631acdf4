import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Bot } from '../../../services/contracts/assistants';
import { ASSISTANT_NAME_LIMIT, truncate } from '../../kit/truncateName';

export function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** An assistant of the list (spec 2.12, 2.13): name cut at 20, date, who and where, VIEW ASSISTANT. */
export function AssistantCard({ bot }: { bot: Bot }) {
  const { t, i18n } = useTranslation('assistants');
  const designer = `/chatbot-designer?${new URLSearchParams({ id: bot.id, companyId: bot.companyId }).toString()}`;
  return (
    <li className="assistant-card" aria-label={bot.name}>
      <span className="assistant-initial" aria-hidden="true">
        {[...bot.name][0]?.toUpperCase() ?? '?'}
      </span>
      <div className="assistant-body">
        <h3 className="assistant-name" title={bot.name} dir="auto">
          {truncate(bot.name, ASSISTANT_NAME_LIMIT)}
        </h3>
        <p className="assistant-date">{t('card.createdAt', { date: formatDate(bot.createdAt, i18n.language) })}</p>
        <dl className="assistant-facts">
          <dt>{t('card.id')}</dt>
          <dd dir="ltr">{bot.id}</dd>
          <dt>{t('card.fid')}</dt>
          <dd dir="ltr">{bot.fid}</dd>
          <dt>{t('card.creator')}</dt>
          <dd dir="auto">{bot.createrName}</dd>
          <dt>{t('card.company')}</dt>
          <dd dir="auto">{bot.companyName}</dd>
          <dt>{t('card.companyId')}</dt>
          <dd dir="ltr">{bot.companyId}</dd>
        </dl>
        <Link href={designer} className="btn btn-secondary assistant-view">
          {t('card.view')}
        </Link>
      </div>
    </li>
  );
}
