import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IP_BLOCKED_TOAST_MS } from '../../../machines/account/login.machine';
import { showToast } from '../../kit/toasts';
import type { LoginActorRef } from './LoginView';

/** A banner the address asked for (spec 2.4 and 8). */
export type LoginNotice = 'blocked' | 'ipBlocked' | 'verified' | 'notVerified';

const READ_PARAMS = ['logoutError', 'err_ip_not_allowed', 'verified', 'token', 'user'] as const;

function noticeOf(params: URLSearchParams): LoginNotice | null {
  if (params.get('logoutError') === '1') return 'blocked';
  if (params.has('err_ip_not_allowed')) return 'ipBlocked';
  if (params.get('verified') === '1') return 'verified';
  if (params.get('verified') === '0') return 'notVerified';
  return null;
}

/**
 * Reads the login page's query parameters once: blocked-access banners and toasts, the
 * e-mail confirmation result, and token & user for the OAuth-style sign-in; then removes
 * them from the address (history replace).
 */
export function useLoginAddress(actorRef: LoginActorRef, toastText: (notice: LoginNotice) => string): LoginNotice | null {
  const [params, setParams] = useSearchParams();
  const [notice] = useState(() => noticeOf(params));
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (notice === 'blocked') showToast('error', toastText('blocked'));
    if (notice === 'ipBlocked') showToast('error', toastText('ipBlocked'), IP_BLOCKED_TOAST_MS);
    const token = params.get('token');
    const user = params.get('user');
    if (token && user) actorRef.send({ type: 'OAUTH_TOKEN', token, user });
    if (READ_PARAMS.some((name) => params.has(name))) {
      const rest = new URLSearchParams(params);
      READ_PARAMS.forEach((name) => rest.delete(name));
      setParams(rest, { replace: true });
    }
  }, [actorRef, notice, params, setParams, toastText]);

  return notice;
}
