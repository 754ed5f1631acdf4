import { call, checkedJson, http } from './http';
import {
  invitationAnswer,
  sessionAnswer,
  signinAnswer,
  type ChoosePasswordRequest,
  statusAnswer,
  type EmailRequest,
  type InvitationAnswer,
  type InvitationRequest,
  type ResetRequest,
  type SigninAnswer,
  type SigninRequest,
  type SignupRequest,
  type StatusAnswer,
} from './contracts';

/** The auth forms judge every failure themselves (spec 8), so the global policy stays out. */
const own = { context: { ownErrors: true } } as const;

export function signin(body: SigninRequest, signal?: AbortSignal): Promise<SigninAnswer> {
  return call(() => checkedJson(http.post('auth/signin', { json: body, signal, ...own }), signinAnswer));
}

/** The OAuth-style sign-in (?token=&user=): who the token belongs to. */
export function fetchSession(token: string, signal?: AbortSignal): Promise<SigninAnswer> {
  return call(() => checkedJson(http.get('auth/session', { headers: { authorization: `Bearer ${token}` }, signal, ...own }), sessionAnswer));
}

export function signup(body: SignupRequest, signal?: AbortSignal): Promise<StatusAnswer> {
  return call(() => checkedJson(http.post('auth/signup', { json: body, signal, ...own }), statusAnswer));
}

export function acceptInvitation(token: string, body: InvitationRequest, signal?: AbortSignal): Promise<InvitationAnswer> {
  return call(() => checkedJson(http.post('auth/invitation', { searchParams: { tokeninv: token }, json: body, signal, ...own }), invitationAnswer));
}

export function resend(body: EmailRequest, signal?: AbortSignal): Promise<StatusAnswer> {
  return call(() => checkedJson(http.post('auth/resend', { json: body, signal, ...own }), statusAnswer));
}

export function forgot(body: EmailRequest, signal?: AbortSignal): Promise<StatusAnswer> {
  return call(() => checkedJson(http.post('auth/forgot', { json: body, signal, ...own }), statusAnswer));
}

export function reset(token: string, body: ResetRequest, signal?: AbortSignal): Promise<StatusAnswer> {
  return call(() => checkedJson(http.post(`auth/reset/${encodeURIComponent(token)}`, { json: body, signal, ...own }), statusAnswer));
}

/** After a sign-in with a generated password: the user's own password, answered with the sign-in it opens. */
export function choosePassword(body: ChoosePasswordRequest, signal?: AbortSignal): Promise<SigninAnswer> {
  return call(() => checkedJson(http.post('auth/password/choose', { json: body, signal, ...own }), signinAnswer));
}

/** Revokes the session on the server; the caller clears storage whatever the answer. */
export async function signOut(): Promise<void> {
  await http.post('auth/signOut', { ...own }).catch(() => undefined);
}
