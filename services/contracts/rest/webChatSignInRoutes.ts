import { otpRequested, webChatSession, webChatSignInForm } from '../webChatSignIn';
import { otpRequestBody, otpVerifyBody, tokenSignInBody } from '../webChatSignInRequests';
import { pathParams, type RestContracts } from './contract';

const SIGN_IN = '/microwebchat/v1/channels/:channelId/sign-in';

/** The web chat's sign-in (services/contracts/webChatSignIn.ts): its form, the one-time password and the host's token. */
export const webChatSignInRoutes = {
  [`GET ${SIGN_IN}`]: { params: pathParams('channelId'), answer: webChatSignInForm },
  [`POST ${SIGN_IN}/code`]: { params: pathParams('channelId'), body: otpRequestBody, answer: otpRequested },
  [`POST ${SIGN_IN}/verify`]: { params: pathParams('channelId'), body: otpVerifyBody, answer: webChatSession },
  [`POST ${SIGN_IN}/token`]: { params: pathParams('channelId'), body: tokenSignInBody, answer: webChatSession },
} as const satisfies RestContracts;
