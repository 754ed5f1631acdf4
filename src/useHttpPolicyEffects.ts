import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { configureHttpPolicy } from '../services/http';
import { showToast } from '../ui/kit/toasts';

/** Plugs navigation and toasts into the global network policy of services/http.ts. */
export function useHttpPolicyEffects(): void {
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  useEffect(() => {
    configureHttpPolicy({
      navigate: (to) => void navigate(to, { replace: true }),
      toast: (key) => showToast('error', t(key)),
    });
  }, [navigate, t]);
}
