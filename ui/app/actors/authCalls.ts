import type { ChoosePasswordRequest, EmailRequest, InvitationRequest, ResetRequest, SigninAnswer, SigninRequest, SignupRequest, StatusAnswer } from '../../../services/contracts';

/** The calls of /auth: sign-in, sign-up, invitation, password (spec 2 and 8). */
export type AuthCalls = {
  signin(body: SigninRequest, signal?: AbortSignal): Promise<SigninAnswer>;
  /** The OAuth-style sign-in (?token=&user=): who the token belongs to. */
  fetchSession(token: string, signal?: AbortSignal): Promise<SigninAnswer>;
  signup(body: SignupRequest, signal?: AbortSignal): Promise<StatusAnswer>;
  acceptInvitation(token: string, body: InvitationRequest, signal?: AbortSignal): Promise<StatusAnswer>;
  resend(body: EmailRequest, signal?: AbortSignal): Promise<StatusAnswer>;
  forgot(body: EmailRequest, signal?: AbortSignal): Promise<StatusAnswer>;
  reset(token: string, body: ResetRequest, signal?: AbortSignal): Promise<StatusAnswer>;
  choosePassword(body: ChoosePasswordRequest, signal?: AbortSignal): Promise<SigninAnswer>;
  /** Revokes the session on the server; never throws. */
  signOut(): Promise<void>;
};
