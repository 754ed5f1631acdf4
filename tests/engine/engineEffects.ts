import type { EngineEffects } from '../../server/engine/turn';

const none = (moduleType: string) => async (): Promise<never> => {
  throw new Error(`no ${moduleType} module in this flow`);
};

/**
 * The side effects of a test conversation: e-mails and handovers are taken, no language is
 * detected, and every other effect fails saying which module it belongs to; a test passes the
 * effects its flow uses.
 */
export function engineEffects(overrides: Partial<EngineEffects> = {}): EngineEffects {
  return {
    integrationCall: none('INTEGRATION'),
    sendEmail: async () => undefined,
    handover: async () => undefined,
    detectLanguage: async () => null,
    generativeAnswer: none('GENERATIVE'),
    aiPredict: none('AI'),
    zapierCall: none('ZAPIER'),
    agentReply: none('SUPPORT_AGENT'),
    runCode: none('CODESTATION'),
    ...overrides,
  };
}
