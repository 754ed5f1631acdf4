import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useConsoleActors } from '../app/ConsoleActorsContext';
import './shell.css';

/** /logout (spec 2.1): ends the session on the server, clears everything stored, goes to login. */
export default function LogoutPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { auth, session } = useConsoleActors();
  const { signOut } = auth;
  const { clearAll } = session;
  useEffect(() => {
    let current = true;
    // signOut needs the token, so storage is cleared after it answers; the user leaves
    // whatever the answer (it never throws), so there is nothing to show or retry here.
    const leave = () => {
      clearAll();
      if (current) void navigate('/login', { replace: true });
    };
    void signOut().then(leave, leave);
    return () => {
      current = false;
    };
  }, [signOut, clearAll, navigate]);
  return (
    <p className="session-checking" role="status">
      {t('logout.progress')}
    </p>
  );
}
