import { useCallback, useState } from 'react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useConsoleConfig } from '../../app/ConsoleConfigContext';
import { showToast } from '../../kit/toasts';
import { useText } from '../../kit/useText';
import { loginInput, provideLoginMachine } from './loginLogic';
import { LoginNoticeBanner } from './LoginNoticeBanner';
import { LoginView } from './LoginView';
import { useLoginAddress, type LoginNotice } from './useLoginAddress';
import { useLatest } from '../../kit/useLatest';

/** /login: the login machine with the console's actors, navigation and toasts. */
export default function LoginPage() {
  const navigate = useNavigate();
  const { t } = useTranslation('login');
  const currentText = useText(['login', 'common']);
  const text = useLatest(currentText);
  const actors = useConsoleActors();
  const config = useConsoleConfig();
  const [input] = useState(() => loginInput(actors, config));
  const [logic] = useState(() =>
    provideLoginMachine(
      {
        navigate: (path) => void navigate(path, { replace: true }),
        toast: (ref, durationMs) => showToast('error', text.current(ref), durationMs),
      },
      actors,
    ),
  );
  const actorRef = useActorRef(logic, { input });
  const toastText = useCallback((notice: LoginNotice) => t(`notices.${notice}`), [t]);
  const notice = useLoginAddress(actorRef, toastText);
  return <LoginView actorRef={actorRef} notice={<LoginNoticeBanner notice={notice} />} />;
}
