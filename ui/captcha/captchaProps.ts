/** What a captcha widget reports: a solved payload for the server, or that it expired. */
export type CaptchaProps = {
  onSolved: (payload: string) => void;
  onExpired: () => void;
};
