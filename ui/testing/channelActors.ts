import { vi } from 'vitest';
import type { ChannelActors } from '../channels/channelActors';

/**
 * The channel calls of the console for screen tests: each answers as a server with one
 * assistant ("Helper") and nothing else would (a channel "Main" of the test's kind from
 * `loadChannel` when the test says so); a test overrides the calls its screen depends on.
 */
export function fakeChannelActors(overrides: Partial<ChannelActors> = {}): ChannelActors {
  return {
    loadChannels: vi.fn(async () => []),
    deleteChannel: vi.fn(async () => ({ success: true })),
    loadAssistants: vi.fn(async () => [{ id: 'b1', name: 'Helper' }]),
    loadChannel: vi.fn(async () => Promise.reject(new Error('the test reads no channel'))),
    checkUsage: vi.fn(async () => ({})),
    addChannel: vi.fn(async () => ({ channel: { id: 'ch1', name: 'Main' } })),
    updateChannel: vi.fn(async () => ({ success: true })),
    setCloudApiKey: vi.fn(async () => ({ success: true })),
    readImage: vi.fn(async () => ({ bytes: 1000, width: 400, height: 300 })),
    uploadImage: vi.fn(async () => ({ url: 'https://cdn.example.com/logo.png' })),
    loadPartnerWebhook: vi.fn(async () => ({ partnerWebhookUrl: '', token: '' })),
    savePartnerWebhook: vi.fn(async () => ({ partnerWebhookUrl: '', token: '' })),
    loadTrackingParameters: vi.fn(async () => ({ removeTrackingParams: false })),
    saveTrackingParameters: vi.fn(async () => ({ removeTrackingParams: false })),
    loadWhatsappTemplates: vi.fn(async () => ({ connected: true, templates: [] })),
    loadAssistantFlows: vi.fn(async () => []),
    loadPersistentMenu: vi.fn(async () => ({ buttons: [] })),
    savePersistentMenu: vi.fn(async () => ({ buttons: [] })),
    loadIceBreakers: vi.fn(async () => ({ icebreaker: [] })),
    saveIceBreakers: vi.fn(async () => ({ icebreaker: [] })),
    deleteIceBreakers: vi.fn(async () => ({ icebreaker: [] })),
    loadUsername: vi.fn(async () => ({ username: 'harbourcafe' })),
    copyText: vi.fn(async () => undefined),
    fetchSuiteCaptcha: vi.fn(async ({ url }: { url: string | null }) => ({ key: 'key-1', image: 'data:image/svg+xml;base64,PHN2Zy8+', url: url ?? 'https://cloud.suite.example' })),
    suiteLogin: vi.fn(async () => ({ suiteAgentToken: 'SUT.selin.agent.token' })),
    loadSuitePools: vi.fn(async () => [{ id: 'P-2001', name: 'Customer support' }]),
    saveSuiteHandoverPool: vi.fn(async () => ({ suiteHandoverPoolID: 'P-2001' })),
    logInWithFacebook: vi.fn(async () => ({ accessToken: 'EAAU-test' })),
    loadFacebookPages: vi.fn(async () => ({ pages: [], after: null })),
    loadSecondaryReceivers: vi.fn(async () => ({ receivers: [] })),
    saveHandover: vi.fn(async () => ({ success: true })),
    reconnectFacebook: vi.fn(async () => ({ success: true })),
    zohoAuthorize: vi.fn(async () => ({ url: 'https://accounts.zoho.com/oauth/v2/auth?client_id=1000.CLIENT' })),
    zohoToken: vi.fn(async () => ({ companyId: 'c1', ticket: 'sealed-ticket', expiresIn: 3600 })),
    createZohoChannel: vi.fn(async () => ({ channelId: 'ch-zoho', companyId: 'c1', name: 'SalesIQ' })),
    ...overrides,
  };
}
