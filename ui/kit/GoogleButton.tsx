import { GOOGLE_SIGNIN_PATH } from '../../services/contracts/authPaths';

/**
 * "Sign in/up with Google": a browser navigation to the auth service's Google path
 * (spec 2.4, 2.7), followed by the "or" separator of the form under it.
 */
export function GoogleButton({ label, separator }: { label: string; separator: string }) {
  return (
    <>
      <a className="btn btn-secondary btn-block google-button" href={GOOGLE_SIGNIN_PATH}>
        <svg className="google-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16.5 11.2H12v2.2h2.5c-.4 1.2-1.4 1.9-2.5 1.9a3.3 3.3 0 1 1 2.1-5.8l1.6-1.6A5.5 5.5 0 1 0 17.5 12c0-.3 0-.5-.1-.8z" fill="currentColor" />
        </svg>
        {label}
      </a>
      <div className="separator" role="separator">
        {separator}
      </div>
    </>
  );
}
