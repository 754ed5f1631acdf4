import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyStateMachine } from 'xstate';
import { appointmentTemplate } from '../../server/bots/templates/appointment';
import { faqTemplate } from '../../server/bots/templates/faq';
import { orderStatusTemplate } from '../../server/bots/templates/orderStatus';
import type { FlowDocument, FlowModule } from '../../services/contracts/flow';
import { mod } from './flows';
import { compileFlow, type BotMessage, type DebugInfo, type EmailRequest, type Handover, type IntegrationAnswer, type IntegrationRequest } from '../../machines/flow/compile';

type Run = {
  actor: ReturnType<typeof createActor<AnyStateMachine>>;
  said: BotMessage[];
  logs: DebugInfo[];
  emails: EmailRequest[];
  handovers: Handover[];
  calls: IntegrationRequest[];
  /** What the assistant said since the last call, as texts (prompts, messages, button lists). */
  take: () => string[];
  reply: (text: string, payload?: string) => Promise<void>;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function shown(message: BotMessage): string {
  const c = message.content as { text?: string; buttons?: Array<{ text: string }>; link?: string };
  const buttons = c.buttons ? ` [${c.buttons.map((b) => b.text).join(' | ')}]` : '';
  return `${c.text ?? c.link ?? message.messageType}${buttons}`;
}

function run(
  flow: FlowDocument,
  options: { integration?: (r: IntegrationRequest) => Promise<IntegrationAnswer>; language?: string; clock?: SimulatedClock; snapshot?: unknown } = {},
): Run {
  const said: BotMessage[] = [];
  const logs: DebugInfo[] = [];
  const emails: EmailRequest[] = [];
  const handovers: Handover[] = [];
  const calls: IntegrationRequest[] = [];
  const machine = compileFlow(flow, { random: () => 0 }).provide({
    actions: {
      say: (_: unknown, message: BotMessage) => void said.push(message),
      log: (_: unknown, info: DebugInfo) => void logs.push(info),
    },
    actors: {
      integrationCall: fromPromise(async ({ input }: { input: IntegrationRequest }) => {
        calls.push(input);
        if (!options.integration) throw new Error('no integration');
        return options.integration(input);
      }),
      sendEmail: fromPromise(async ({ input }: { input: EmailRequest }) => void emails.push(input)),
      handover: fromPromise(async ({ input }: { input: Handover }) => void handovers.push(input)),
      detectLanguage: fromPromise(async () => options.language ?? null),
    },
  } as never);
  const actor = createActor(machine, {
    input: { params: { NAME: 'Ada' } },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.snapshot ? { snapshot: options.snapshot as never } : {}),
  });
  actor.start();
  let read = 0;
  return {
    actor,
    said,
    logs,
    emails,
    handovers,
    calls,
    take: () => {
      const texts = said.slice(read).map(shown);
      read = said.length;
      return texts;
    },
    reply: async (text, payload) => {
      actor.send({ type: 'USER_MESSAGE', input: { text, messageType: 'TEXT', ...(payload ? { payload } : {}) } });
      await settle();
      await settle();
    },
  };
}

const moduleAt = (r: Run) => (r.actor.getSnapshot().context as { moduleId: string | null }).moduleId;

describe('compileFlow: the FAQ template', () => {
  it('answers a quick reply by its text or by the pressed button id, then ends', async () => {
    const r = run(faqTemplate.flow);
    expect(r.take()).toEqual(['Hi! I can answer the most common questions.', 'What would you like to know? [Opening hours | Shipping | Returns]']);
    await r.reply('shipping');
    expect(r.take()).toEqual(['Orders ship within 1-2 business days; delivery takes 2-4 days. Shipping is free over 50.', 'Can I help with anything else? [Yes | No, thanks]']);
    await r.reply('whatever', 'opt-yes');
    expect(r.take()).toEqual(['What would you like to know? [Opening hours | Shipping | Returns]']);
    await r.reply('', 'opt-hours');
    expect(r.take()[0]).toMatch(/^We are open/);
    await r.reply('No, thanks');
    expect(r.take()).toEqual(['Thank you for reaching out. Have a nice day!']);
    expect(r.actor.getSnapshot().status).toBe('done');
    expect(r.actor.getSnapshot().output).toEqual({ kind: 'ended', moduleId: 'end' });
  });

  it('asks again after an invalid reply and follows the fallback once the count is used up', async () => {
    const r = run(faqTemplate.flow);
    r.take();
    await r.reply('pizza');
    await r.reply('pasta');
    expect(r.take()).toEqual(['What would you like to know? [Opening hours | Shipping | Returns]', 'What would you like to know? [Opening hours | Shipping | Returns]']);
    expect(moduleAt(r)).toBe('menu');
    // fallbackCount 2: the third invalid reply goes to the fallback (welcome), which leads back to the menu.
    await r.reply('soup');
    expect(r.take()).toEqual(['Hi! I can answer the most common questions.', 'What would you like to know? [Opening hours | Shipping | Returns]']);
    expect(r.logs.map((l) => l.text)).toEqual([
      'the reply matches no option; asked again',
      'the reply matches no option; asked again',
      'the reply matches no option; fallback after 2 retries',
    ]);
  });

  it('survives a restart: the persisted snapshot continues where it was', async () => {
    const first = run(faqTemplate.flow);
    first.take();
    await first.reply('Returns');
    const stored = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    first.actor.stop();
    const second = run(faqTemplate.flow, { snapshot: stored });
    expect(second.take()).toEqual([]);
    expect(moduleAt(second)).toBe('more');
    await second.reply('No, thanks');
    expect(second.take()).toEqual(['Thank you for reaching out. Have a nice day!']);
  });

  it('RESTART starts over from START', async () => {
    const r = run(faqTemplate.flow);
    await r.reply('Shipping');
    r.take();
    r.actor.send({ type: 'RESTART' });
    expect(r.take()).toEqual(['Hi! I can answer the most common questions.', 'What would you like to know? [Opening hours | Shipping | Returns]']);
  });
});

describe('compileFlow: an invalid reply to an input', () => {
  it("says the input module's error message instead of asking again", async () => {
    const withError: FlowDocument = {
      ...orderStatusTemplate.flow,
      modules: orderStatusTemplate.flow.modules.map((m) =>
        m.id === 'ask-order' && m.type === 'INPUT' ? { ...m, settings: { ...m.settings, errorMessage: 'Digits only, please.' } } : m,
      ),
    };
    const r = run(withError);
    expect(r.take()).toEqual(['Please type your order number (digits only).']);
    await r.reply('abc');
    expect(r.take()).toEqual(['Digits only, please.']);
  });
});

describe('compileFlow: the appointment template', () => {
  it('books: selection into a parameter, logic, validated inputs, e-mail with parameters, booked message', async () => {
    const r = run(appointmentTemplate.flow);
    r.take();
    await r.reply('Consultation');
    expect(r.take()).toEqual(['Which day suits you? Please write it as dd/mm/yyyy.']);
    await r.reply('tomorrow');
    expect(r.logs.at(-1)?.text).toBe('the reply is not valid input; asked again');
    // No error message of its own: the question is asked again.
    expect(r.take()).toEqual(['Which day suits you? Please write it as dd/mm/yyyy.']);
    await r.reply('24/05/2027');
    expect(r.take()).toEqual(['At what time? We are open 09:00-17:00 (write HH:mm).']);
    await r.reply('10:30');
    expect(r.take()).toEqual(['Shall I book Consultation on 24/05/2027 at 10:30? [Yes, book it | Pick another date]']);
    await r.reply('Yes, book it');
    expect(r.emails).toEqual([
      { moduleId: 'notify', to: ['appointments@example.com'], cc: [], subject: 'New appointment: Consultation on 24/05/2027', html: 'Consultation on 24/05/2027 at 10:30.' },
    ]);
    expect(r.take()).toEqual(['Your appointment is booked for 24/05/2027 at 10:30. See you then!']);
    expect(r.actor.getSnapshot().status).toBe('done');
  });

  it('sends urgent requests to a person (logic condition on the chosen option)', async () => {
    const r = run(appointmentTemplate.flow);
    r.take();
    await r.reply('Urgent');
    expect(r.take()).toEqual(['For urgent requests a colleague will help you right away.']);
    expect(r.handovers).toEqual([{ moduleId: 'handover', mode: 'internal' }]);
    expect(r.actor.getSnapshot().output).toEqual({ kind: 'handedOver', handover: { moduleId: 'handover', mode: 'internal' } });
  });

  it('falls back to the date explanation after three invalid dates', async () => {
    const r = run(appointmentTemplate.flow);
    await r.reply('Follow-up');
    r.take();
    for (const wrong of ['a', 'b', 'c']) await r.reply(wrong);
    expect(r.take()).toEqual(Array(3).fill('Which day suits you? Please write it as dd/mm/yyyy.'));
    await r.reply('d');
    expect(r.take()).toEqual(['Please write the date as dd/mm/yyyy, for example 24/05/2025.', 'Which day suits you? Please write it as dd/mm/yyyy.']);
  });
});

describe('compileFlow: integration calls', () => {
  it('keeps the response variables as parameters', async () => {
    const r = run(orderStatusTemplate.flow, { integration: async () => ({ status: 200, variables: { orderStatus: 'shipped', deliveryDate: '2027-01-02' } }) });
    r.take();
    await r.reply('12345');
    expect(r.calls[0]?.params['orderNumber']).toBe('12345');
    expect(r.take()).toEqual(['Order 12345 is shipped. Estimated delivery: 2027-01-02.']);
  });

  it('follows the fallback when the call fails, and says why in the debug info', async () => {
    const r = run(orderStatusTemplate.flow);
    await r.reply('12345');
    expect(r.logs.at(-1)).toEqual({ moduleId: 'lookup', moduleType: 'INTEGRATION', text: 'the integration call failed' });
    expect(r.handovers).toHaveLength(1);
  });
});

const say = (id: string, text: string, next?: string, extra: Partial<FlowModule> = {}) =>
  mod(id, 'MESSAGE', { settings: { messageType: 'TEXT', payloads: [text] }, connections: next ? [{ id: next }] : [], ...extra });

describe('compileFlow: other modules', () => {
  it('waits for the module delay and the WAIT FOR time on the clock', async () => {
    const flow: FlowDocument = {
      formatVersion: 2,
      modules: [
        mod('start', 'START', { connections: [{ id: 'a' }] }),
        say('a', 'first', 'wait', { delay: 2 }),
        mod('wait', 'THIRDPARTY', { settings: { timeToWait: 5 }, connections: [{ id: 'b' }] }),
        say('b', 'second'),
      ],
    };
    const clock = new SimulatedClock();
    const r = run(flow, { clock });
    expect(r.take()).toEqual([]);
    clock.increment(2000);
    expect(r.take()).toEqual(['first']);
    clock.increment(4999);
    expect(r.take()).toEqual([]);
    clock.increment(1);
    expect(r.take()).toEqual(['second']);
    // No next module: the conversation waits and a new message starts over.
    await r.reply('hello again');
    expect(r.take()).toEqual([]);
    clock.increment(2000);
    expect(r.take()).toEqual(['first']);
  });

  it('follows the fallback of a module the engine does not run, and logs why', () => {
    const flow: FlowDocument = {
      formatVersion: 2,
      modules: [
        mod('start', 'START', { connections: [{ id: 'ai' }] }),
        mod('ai', 'COMMERCE', { fallback: 'sorry', connections: [{ id: 'x' }] }),
        say('sorry', 'I cannot understand that yet.'),
        say('x', 'hi'),
      ],
    };
    const r = run(flow);
    expect(r.take()).toEqual(['I cannot understand that yet.']);
    expect(r.logs).toEqual([{ moduleId: 'ai', moduleType: 'COMMERCE', text: 'COMMERCE modules do not run in this version of the engine; following its fallback' }]);
  });

  it('routes by the detected language and falls back without a route', async () => {
    const flow = (routes: Array<{ id: string; languageId: string }>): FlowDocument => ({
      formatVersion: 2,
      modules: [
        mod('start', 'START', { connections: [{ id: 'ask' }] }),
        mod('ask', 'INPUT', { settings: { inputType: 'Any', param: 'q' }, connections: [{ id: 'lang' }] }),
        mod('lang', 'LANGUAGE', { settings: { payloads: routes }, connections: routes.map((r) => ({ id: r.languageId, optionID: r.id })), fallback: 'other' }),
        say('tr', 'Merhaba'),
        say('en', 'Hello'),
        say('other', 'Sorry'),
      ],
    });
    const turkish = run(
      flow([
        { id: 'r1', languageId: 'tr' },
        { id: 'r2', languageId: 'en' },
      ]),
      { language: 'tr' },
    );
    await turkish.reply('merhaba nasılsın');
    expect(turkish.take()).toEqual(['Merhaba']);
    const german = run(flow([{ id: 'r1', languageId: 'tr' }]), { language: 'de' });
    await german.reply('hallo');
    expect(german.take()).toEqual(['Sorry']);
    expect(german.logs.at(-1)?.text).toBe('no route for the detected language');
  });

  it('ends with a switch to another assistant', () => {
    const flow: FlowDocument = {
      formatVersion: 2,
      modules: [mod('start', 'START', { connections: [{ id: 'sw' }] }), mod('sw', 'SWITCH', { settings: { botID: 'b2', version: 'v3' } })],
    };
    const r = run(flow);
    expect(r.actor.getSnapshot().output).toEqual({ kind: 'switch', moduleId: 'sw', target: { botId: 'b2', version: 'v3' } });
  });

  it('labels every module state with its module for the inspector', () => {
    const machine = compileFlow(faqTemplate.flow);
    const metas = Object.values(machine.root.states).map((s) => (s.meta as { moduleId: string | null }).moduleId);
    expect(metas).toEqual([...faqTemplate.flow.modules.map((m) => m.id), null, null]);
  });
});

describe('compileFlow: loops in the design', () => {
  it('stops a flow that loops without waiting and says why', async () => {
    const flow: FlowDocument = {
      formatVersion: 2,
      modules: [mod('start', 'START', { connections: [{ id: 'a' }] }), say('a', 'ping', 'b'), say('b', 'pong', 'a')],
    };
    const r = run(flow);
    const said = r.take();
    expect(said.length).toBeGreaterThan(400);
    expect(said.length).toBeLessThanOrEqual(501);
    expect(r.logs.at(-1)?.text).toBe('more than 500 modules without a reply: the flow loops here');
    // It waits for the next message instead of hanging.
    expect(r.actor.getSnapshot().value).toBe('idle');
  });
});
