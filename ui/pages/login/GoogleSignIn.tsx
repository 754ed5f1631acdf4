import { useTranslation } from 'react-i18next';
import { GOOGLE_SIGNIN_PATH } from '../../../services/auth';

/** "Sign in with Google" (a browser navigation to the auth service) and the "or" separator. */
export function GoogleSignIn() {
  const { t } = useTranslation('login');
  return (
    <>
      <a className="btn btn-secondary btn-block google-signin" href={GOOGLE_SIGNIN_PATH}>
        <svg className="google-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16.5 11.2H12v2.2h2.5c-.4 1.2-1.4 1.9-2.5 1.9a3.3 3.3 0 1 1 2.1-5.8l1.6-1.6A5.5 5.5 0 1 0 17.5 12c0-.3 0-.5-.1-.8z" fill="currentColor" />
        </svg>
        {t('google')}
      </a>
      <div className="separator" role="separator">
        {t('or')}
      </div>
    </>
  );
}
