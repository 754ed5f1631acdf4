// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TrainedModel } from '../training';
import { classify, loadedClassifier, NONE_INTENT, NONE_THRESHOLD } from './classifier';
import type { StoredClassifier } from './modelStore';
import { trainNlp } from './nlpModel.mjs';

/**
 * A module of a few customer-service intents, as companies build them: its paraphrases reach
 * the module's default threshold (0.5) on their intent, and questions about something else
 * fall below it and answer None, in each language of the built-in NLU.
 */
type Module = {
  language: string;
  intents: Record<string, string[]>;
  paraphrases: Array<[text: string, intent: string]>;
  unrelated: string[];
};

const modules: Module[] = [
  {
    language: 'en',
    intents: {
      Greeting: ['hello', 'hi there', 'good morning', 'hey, is anyone there?', 'good evening to you'],
      OrderStatus: ['where is my order', 'track my order', 'when will my package arrive', 'has my parcel been shipped', 'what is the delivery status of my order'],
      CancelOrder: ['i want to cancel my order', 'please cancel the order i placed', 'stop my purchase', 'cancel it', 'i changed my mind, cancel the order'],
      OpeningHours: ['what are your opening hours', 'when does the store open', 'are you open on sunday', 'what time do you close', 'until when are you open today'],
    },
    paraphrases: [
      ['hello, good morning!', 'Greeting'],
      ['hi, anyone there', 'Greeting'],
      ['can you track the package I ordered?', 'OrderStatus'],
      ['where is my parcel', 'OrderStatus'],
      ['I would like to cancel that order', 'CancelOrder'],
      ['when do you open on saturday', 'OpeningHours'],
      ['what time does the store close', 'OpeningHours'],
    ],
    unrelated: ['what is photosynthesis', 'what will the weather be like today', 'who won the world cup', 'tell me a joke about cats', 'how do I bake bread'],
  },
  {
    language: 'tr',
    intents: {
      Selamlama: ['merhaba', 'selam', 'günaydın', 'iyi akşamlar', 'merhabalar nasılsınız'],
      SiparisDurumu: ['siparişim nerede', 'kargom ne zaman gelir', 'siparişimi takip etmek istiyorum', 'paketim yola çıktı mı', 'kargo durumumu öğrenebilir miyim'],
      Iade: ['ürünü iade etmek istiyorum', 'paramı geri alabilir miyim', 'iade nasıl yapılır', 'ürün bozuk çıktı geri göndermek istiyorum'],
      CalismaSaatleri: ['çalışma saatleriniz nedir', 'mağaza saat kaçta açılıyor', 'pazar günü açık mısınız', 'akşam kaçta kapanıyorsunuz'],
    },
    paraphrases: [
      ['selam, günaydın', 'Selamlama'],
      ['merhaba nasılsınız', 'Selamlama'],
      ['kargom nerede acaba', 'SiparisDurumu'],
      ['siparişim ne zaman gelir', 'SiparisDurumu'],
      ['ürünü geri iade etmek istiyorum', 'Iade'],
      ['paramı ne zaman geri alırım', 'Iade'],
      ['mağaza kaçta açılıyor', 'CalismaSaatleri'],
      ['cumartesi açık mısınız', 'CalismaSaatleri'],
    ],
    unrelated: ['fotosentez nedir', 'bugün hava nasıl olacak', 'türkiyenin başkenti neresi', 'en sevdiğin film hangisi'],
  },
  {
    language: 'de',
    intents: {
      Begruessung: ['hallo', 'guten morgen', 'guten tag', 'hallo, ist da jemand?', 'grüß dich'],
      Bestellstatus: [
        'wo ist meine bestellung',
        'wann kommt mein paket an',
        'ich möchte meine sendung verfolgen',
        'wurde meine bestellung schon verschickt',
        'wie ist der lieferstatus',
      ],
      Stornieren: [
        'ich möchte meine bestellung stornieren',
        'bitte storniere den auftrag',
        'kauf abbrechen',
        'bestellung zurückziehen',
        'ich will nichts mehr kaufen, bitte stornieren',
      ],
      Oeffnungszeiten: ['wie sind ihre öffnungszeiten', 'wann öffnet der laden', 'haben sie sonntags geöffnet', 'bis wann haben sie heute offen'],
    },
    paraphrases: [
      ['hallo und guten morgen', 'Begruessung'],
      ['wo bleibt mein paket', 'Bestellstatus'],
      ['wann kommt meine bestellung', 'Bestellstatus'],
      ['ich will die bestellung stornieren', 'Stornieren'],
      ['wann öffnet ihr laden am samstag', 'Oeffnungszeiten'],
      ['haben sie samstags geöffnet', 'Oeffnungszeiten'],
    ],
    unrelated: ['was ist photosynthese', 'wie wird das wetter heute', 'wer hat die weltmeisterschaft gewonnen', 'erzähl mir einen witz über katzen', 'wie backe ich brot'],
  },
  {
    language: 'ar',
    intents: {
      Greeting: ['مرحبا', 'السلام عليكم', 'صباح الخير', 'مساء الخير', 'أهلا وسهلا'],
      OrderStatus: ['أين طلبي', 'متى يصل طلبي', 'أريد تتبع طلبي', 'هل تم شحن الطلب', 'ما هي حالة الشحنة'],
      Cancel: ['أريد إلغاء الطلب', 'من فضلك ألغ طلبي', 'إلغاء الشراء', 'أوقف الطلب', 'لا أريد الطلب بعد الآن'],
      OpeningHours: ['ما هي مواعيد العمل', 'متى يفتح المتجر', 'هل أنتم مفتوحون يوم الجمعة', 'متى تغلقون'],
    },
    paraphrases: [
      ['مرحبا صباح الخير', 'Greeting'],
      ['أين طلبي الآن', 'OrderStatus'],
      ['متى يصل الطلب', 'OrderStatus'],
      ['أريد إلغاء طلبي', 'Cancel'],
      ['متى يفتح المتجر يوم السبت', 'OpeningHours'],
    ],
    unrelated: ['ما هو التمثيل الضوئي', 'كيف سيكون الطقس اليوم', 'من فاز بكأس العالم', 'احك لي نكتة عن القطط', 'كيف أخبز الخبز'],
  },
];

async function trained(module: Module): Promise<(input: string) => ReturnType<typeof classify>> {
  const source: TrainedModel = {
    intents: Object.entries(module.intents).map(([name, utterances]) => ({ name, utterances, parameters: [] })),
    entities: [],
  };
  const stored: StoredClassifier = { classifier: await trainNlp(source, module.language), language: module.language, source, trainedAt: new Date(0) };
  const connectionId = `out-of-scope-${module.language}`;
  return async (input) => classify(await loadedClassifier(connectionId, stored), stored, input);
}

describe.each(modules)('a built-in NLU module of a few intents in $language', (module) => {
  it('routes paraphrases it was not trained on to their intent at or above the threshold 0.5', async () => {
    const predict = await trained(module);
    for (const [text, intent] of module.paraphrases) {
      expect(Object.values(module.intents).flat()).not.toContain(text);
      const best = (await predict(text))[0]!;
      expect({ text, intent: best.intent }).toEqual({ text, intent });
      expect(best.score).toBeGreaterThanOrEqual(NONE_THRESHOLD);
    }
  });

  it('answers None to questions about something else, every intent below 0.5', async () => {
    const predict = await trained(module);
    for (const text of module.unrelated) {
      const rows = await predict(text);
      expect({ text, intent: rows[0]!.intent }).toEqual({ text, intent: NONE_INTENT });
      const intents = rows.filter((row) => row.intent !== NONE_INTENT);
      expect(intents.every((row) => row.score < NONE_THRESHOLD)).toBe(true);
    }
  });
});
