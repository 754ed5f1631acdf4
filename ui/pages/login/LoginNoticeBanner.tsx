import { useTranslation } from 'react-i18next';
import type { LoginNotice } from './useLoginAddress';

const KIND: Record<LoginNotice, 'error' | 'info'> = {
  blocked: 'error',
  ipBlocked: 'error',
  verified: 'info',
  notVerified: 'error',
};

/** The banner a login address asked for (blocked access, e-mail confirmation result). */
export function LoginNoticeBanner({ notice }: { notice: LoginNotice | null }) {
  const { t } = useTranslation('login');
  if (!notice) return null;
  return (
    <div className={`banner banner-${KIND[notice]}`} role={KIND[notice] === 'error' ? 'alert' : 'status'}>
      {t(`notices.${notice}`)}
    </div>
  );
}
