/** The payment report of a company (spec 2.1: /analysis/payment-report with query cid). */
export function paymentReportHref(companyId: string): string {
  return `/analysis/payment-report?${new URLSearchParams({ cid: companyId }).toString()}`;
}

/** The columns of a payment report, in order (keys of payments.json report.columns). */
export const PAYMENT_COLUMNS = ['paymentId', 'conversationId', 'assistant', 'provider', 'amount', 'status', 'date'] as const;
