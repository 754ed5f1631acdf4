// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TrainedModel } from '../training';
import { classify, loadedClassifier, NONE_INTENT } from './classifier';
import type { StoredClassifier } from './modelStore';
import { trainNlp } from './nlpModel.mjs';

/** Trains in this thread (the adapter trains on its own thread) and answers a ready classifier. */
async function trained(language: string, source: TrainedModel): Promise<(input: string) => ReturnType<typeof classify>> {
  const stored: StoredClassifier = { classifier: await trainNlp(source, language), language, source, trainedAt: new Date(0) };
  const connectionId = `test-${language}-${Math.random()}`;
  return async (input) => classify(await loadedClassifier(connectionId, stored), stored, input);
}

const intent = (name: string, utterances: string[], parameters: TrainedModel['intents'][number]['parameters'] = []) => ({ name, utterances, parameters });

const best = (rows: Awaited<ReturnType<typeof classify>>) => rows[0]!;

describe('the built-in NLU in English', () => {
  const source: TrainedModel = {
    intents: [
      intent('Greeting', ['hello', 'hi there', 'good morning', 'hey, is anyone there?', 'good evening to you']),
      intent(
        'OrderStatus',
        ['where is my order', 'track my order', 'when will my package arrive', 'has my parcel been shipped', 'delivery status of order 1042'],
        [{ name: 'orderNumber', entity: 'sys.number' }],
      ),
      intent(
        'ProductPrice',
        ['how much do the shoes cost', 'what is the price of this bag', 'is there a discount on sneakers', 'how expensive is it'],
        [{ name: 'product', entity: 'product' }],
      ),
      intent('CancelOrder', ['i want to cancel my order', 'please cancel the order i placed', 'stop my purchase', 'cancel it']),
    ],
    entities: [
      {
        name: 'product',
        labels: [
          { value: 'shoes', synonyms: ['sneakers', 'boots'] },
          { value: 'bag', synonyms: ['handbag', 'backpack'] },
        ],
      },
    ],
  };

  it('recognises phrasings it was not trained on, ranked with scores in 0..1', async () => {
    const predict = await trained('en', source);
    expect(best(await predict('hello, good morning!')).intent).toBe('Greeting');
    expect(best(await predict('can you track the package I ordered?')).intent).toBe('OrderStatus');
    expect(best(await predict('I would like to cancel that order')).intent).toBe('CancelOrder');
    expect(best(await predict('what does the handbag cost?')).intent).toBe('ProductPrice');
    const rows = await predict('where is my parcel');
    expect(rows.every((row) => row.score >= 0 && row.score <= 1)).toBe(true);
    expect(rows.map((row) => row.score)).toEqual([...rows.map((row) => row.score)].sort((a, b) => b - a));
  });

  it("gives the intent's parameters: an entity's label for its synonyms, numbers as numbers", async () => {
    const predict = await trained('en', source);
    expect(best(await predict('how much are the boots?'))).toMatchObject({ intent: 'ProductPrice', parameters: { product: 'shoes' } });
    expect(best(await predict('what is the price of the backpack'))).toMatchObject({ intent: 'ProductPrice', parameters: { product: 'bag' } });
    expect(best(await predict('where is my order 5521?'))).toMatchObject({ intent: 'OrderStatus', parameters: { orderNumber: 5521 } });
    expect(best(await predict('where is my order?'))).toMatchObject({ intent: 'OrderStatus', parameters: {} });
  });

  it('answers None first when the input is like none of the intents', async () => {
    const predict = await trained('en', source);
    const rows = await predict('quantum chromodynamics lecture notes');
    expect(best(rows).intent).toBe(NONE_INTENT);
    expect(best(rows).parameters).toEqual({});
  });
});

describe('the built-in NLU in Turkish, German and Arabic', () => {
  it('Turkish', async () => {
    const predict = await trained('tr', {
      intents: [
        intent('Selamlama', ['merhaba', 'selam', 'günaydın', 'iyi akşamlar', 'merhabalar nasılsınız']),
        intent(
          'SiparisDurumu',
          ['siparişim nerede', 'kargom ne zaman gelir', 'siparişimi takip etmek istiyorum', 'paketim yola çıktı mı'],
          [{ name: 'siparisNo', entity: 'sys.number' }],
        ),
        intent('Iptal', ['siparişimi iptal et', 'siparişi iptal etmek istiyorum', 'satın almayı durdur', 'iptal etmek istiyorum']),
      ],
      entities: [],
    });
    expect(best(await predict('selam, günaydın'))).toMatchObject({ intent: 'Selamlama' });
    expect(best(await predict('kargom nerede acaba'))).toMatchObject({ intent: 'SiparisDurumu' });
    expect(best(await predict('4411 numaralı siparişim nerede'))).toMatchObject({ intent: 'SiparisDurumu', parameters: { siparisNo: 4411 } });
    expect(best(await predict('bu siparişi iptal edin lütfen'))).toMatchObject({ intent: 'Iptal' });
  });

  it('German', async () => {
    const predict = await trained('de', {
      intents: [
        intent('Begruessung', ['hallo', 'guten morgen', 'guten tag', 'hallo, ist da jemand?', 'grüß dich']),
        intent(
          'Preis',
          ['was kosten die schuhe', 'wie teuer ist die tasche', 'gibt es einen rabatt auf turnschuhe', 'was ist der preis'],
          [{ name: 'produkt', entity: 'produkt' }],
        ),
        intent('Stornieren', ['ich möchte meine bestellung stornieren', 'bitte storniere den auftrag', 'kauf abbrechen', 'bestellung zurückziehen']),
      ],
      entities: [
        {
          name: 'produkt',
          labels: [
            { value: 'schuhe', synonyms: ['turnschuhe', 'stiefel'] },
            { value: 'tasche', synonyms: ['rucksack'] },
          ],
        },
      ],
    });
    expect(best(await predict('hallo und guten morgen'))).toMatchObject({ intent: 'Begruessung' });
    expect(best(await predict('wie teuer sind die stiefel?'))).toMatchObject({ intent: 'Preis', parameters: { produkt: 'schuhe' } });
    expect(best(await predict('ich will die bestellung stornieren'))).toMatchObject({ intent: 'Stornieren' });
  });

  it('Arabic', async () => {
    const predict = await trained('ar', {
      intents: [
        intent('Greeting', ['مرحبا', 'السلام عليكم', 'صباح الخير', 'مساء الخير', 'أهلا وسهلا']),
        intent('OrderStatus', ['أين طلبي', 'متى يصل طلبي', 'أريد تتبع طلبي', 'هل تم شحن الطلب'], [{ name: 'orderNumber', entity: 'sys.number' }]),
        intent('Cancel', ['أريد إلغاء الطلب', 'من فضلك ألغ طلبي', 'إلغاء الشراء', 'أوقف الطلب']),
      ],
      entities: [],
    });
    expect(best(await predict('مرحبا صباح الخير'))).toMatchObject({ intent: 'Greeting' });
    expect(best(await predict('أين طلبي 7788'))).toMatchObject({ intent: 'OrderStatus', parameters: { orderNumber: 7788 } });
    expect(best(await predict('أريد إلغاء طلبي'))).toMatchObject({ intent: 'Cancel' });
  });
});
