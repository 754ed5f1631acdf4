// @vitest-environment node
import { messengerChannelCases } from '../support/messengerChannelCases';

/** An Instagram user talks to an assistant on a page's Instagram business account through the Facebook sandbox (tests/support/messengerChannelCases.ts). */
messengerChannelCases('instagram');
