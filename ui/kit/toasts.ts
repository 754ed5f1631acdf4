import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** Spec 9: error 10 s, success 5 s, warning 5 s, alert stays until closed. */
export type ToastKind = 'error' | 'success' | 'warning' | 'alert';
export type ToastContent = { kind: ToastKind; text: string };

export const TOAST_DURATIONS: Record<ToastKind, number | undefined> = {
  error: 10_000,
  success: 5_000,
  warning: 5_000,
  alert: undefined,
};

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

/** Shows a toast; `timeout` overrides the kind's default (the blocked-access toast is 4000 ms). */
export function showToast(kind: ToastKind, text: string, timeout?: number): string {
  return toastQueue.add({ kind, text }, { timeout: timeout ?? TOAST_DURATIONS[kind] });
}
