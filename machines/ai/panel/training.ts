/**
 * Spec 4.1: what Publish does for each training status the provider reports
 * (LUIS spellings and the CLU/Azure ones).
 */
export type StatusOutcome = 'queued' | 'inProgress' | 'completed' | 'upToDate' | 'failed' | 'other' | 'missing';

const OUTCOMES: Record<string, StatusOutcome> = {
  queued: 'queued',
  notstarted: 'queued',
  inprogress: 'inProgress',
  running: 'inProgress',
  success: 'completed',
  succeeded: 'completed',
  uptodate: 'upToDate',
  fail: 'failed',
  failed: 'failed',
  partiallycompleted: 'other',
  unknown: 'other',
  cancelled: 'other',
  cancelling: 'other',
};

export function statusOutcome(status: string | null | undefined): StatusOutcome {
  const key = (status ?? '').trim().toLowerCase();
  if (!key) return 'missing';
  return OUTCOMES[key] ?? 'other';
}

/** DialogFlow (and providers without a publish step): statusId '1' means the training is complete. */
export const COMPLETE_STATUS_ID = '1';

/** Spec 8: training warnings stay 5000 ms. */
export const TRAINING_NOTICE_MS = 5000;
