import { useTranslation } from 'react-i18next';
import { passwordRuleNames, type PasswordRule } from '../../services/contracts';

/**
 * The live check marks under a new password (spec 5): one line per rule, marked when
 * the password meets it. Texts: register:rules.*.
 */
export function PasswordRules({ checks, id }: { checks: Record<PasswordRule, boolean>; id?: string }) {
  const { t } = useTranslation('register');
  return (
    <ul className="rules" id={id} aria-label={t('rules.title')}>
      {passwordRuleNames.map((rule) => (
        <li key={rule} data-met={checks[rule]} data-rule={rule}>
          <span className="rule-mark" aria-hidden="true">
            {checks[rule] ? '✓' : '○'}
          </span>
          {t(`rules.${rule}`)}
          <span className="visually-hidden">
            {', '}
            {checks[rule] ? t('rules.met') : t('rules.notMet')}
          </span>
        </li>
      ))}
    </ul>
  );
}
