// @vitest-environment node
import { messengerChannelCases } from '../support/messengerChannelCases';

/** A Messenger user talks to an assistant on a Facebook page through the Facebook sandbox (tests/support/messengerChannelCases.ts). */
messengerChannelCases('facebook');
