/**
 * Utterance variations for the generative AI panels (POST /bot/api/utterances, spec 03
 * section 7.2): the input rephrased by synonym swaps and by sentence templates of its
 * language. Deterministic: the same request always gives the same variations.
 */

type Language = 'en' | 'tr' | 'de';

/** Sentence frames; `{x}` is the input. Questions and statements get different frames. */
const FRAMES: Record<Language, { statement: string[]; question: string[] }> = {
  en: {
    statement: [
      'I want to {x}',
      'I would like to {x}',
      'Can you help me {x}?',
      'How can I {x}?',
      'I need to {x}',
      'Is it possible to {x}?',
      'Please help me {x}',
      'Could you {x} for me?',
    ],
    question: ['Can you tell me {x}?', 'I would like to know {x}', 'Do you know {x}?', 'Tell me {x}', 'I want to learn {x}', 'Could you explain {x}?'],
  },
  tr: {
    statement: ['{x} istiyorum', '{x} mümkün mü?', '{x} için yardım eder misin?', '{x} nasıl yapabilirim?', '{x} gerekiyor', 'Lütfen {x}'],
    question: ['{x} öğrenmek istiyorum', 'Bana {x} söyler misin?', '{x} biliyor musun?', '{x} hakkında bilgi verir misin?'],
  },
  de: {
    statement: ['Ich möchte {x}', 'Kannst du mir helfen: {x}?', 'Wie kann ich {x}?', 'Ich muss {x}', 'Ist es möglich, {x}?', 'Bitte hilf mir: {x}'],
    question: ['Kannst du mir sagen, {x}?', 'Ich möchte wissen, {x}', 'Weißt du, {x}?', 'Erkläre mir bitte, {x}'],
  },
};

/** Words that can stand for each other in a request (first-level synonyms only). */
const SYNONYMS: Record<Language, string[][]> = {
  en: [
    ['buy', 'purchase'],
    ['cancel', 'stop'],
    ['help', 'assist'],
    ['price', 'cost'],
    ['change', 'update'],
    ['find', 'look for'],
    ['get', 'receive'],
    ['book', 'reserve'],
    ['check', 'see'],
    ['delivery', 'shipping'],
    ['order', 'purchase'],
    ['account', 'profile'],
    ['refund', 'money back'],
    ['hello', 'hi'],
    ['want', 'would like'],
    ['problem', 'issue'],
    ['send', 'ship'],
    ['phone', 'mobile'],
    ['address', 'location'],
    ['open', 'start'],
  ],
  tr: [
    ['yardım', 'destek'],
    ['fiyat', 'ücret'],
    ['değiştirmek', 'güncellemek'],
    ['bulmak', 'aramak'],
    ['kargo', 'gönderi'],
    ['hesap', 'profil'],
    ['iade', 'geri ödeme'],
    ['merhaba', 'selam'],
    ['sorun', 'problem'],
    ['adres', 'konum'],
    ['istiyorum', 'rica ediyorum'],
  ],
  de: [
    ['kaufen', 'bestellen'],
    ['stornieren', 'abbrechen'],
    ['hilfe', 'unterstützung'],
    ['preis', 'kosten'],
    ['ändern', 'aktualisieren'],
    ['finden', 'suchen'],
    ['lieferung', 'versand'],
    ['konto', 'profil'],
    ['rückerstattung', 'erstattung'],
    ['hallo', 'hi'],
    ['problem', 'fehler'],
    ['adresse', 'standort'],
  ],
};

/** How a request already opens (or, in Turkish, closes); frames replace it rather than stack on it. */
const REQUEST_WORDS: Record<Language, RegExp> = {
  en: /^((hello|hi|hey)[,!.]?\s+)?(please\s+)?((i\s+(want|would like|need|wish)\s+to|can\s+you(\s+help\s+me)?|could\s+you|how\s+(can|do)\s+i|help\s+me)\s+)?/i,
  tr: /\s+(istiyorum|mümkün mü|lütfen|gerekiyor)\s*$/iu,
  de: /^(ich\s+(möchte|will|muss)|kannst\s+du|wie\s+kann\s+ich|bitte)\s+/i,
};

/** The request without its opening (closing) words, or the whole sentence when nothing would be left. */
export function requestCore(sentence: string, language: Language): string {
  const stripped = sentence.replace(REQUEST_WORDS[language], '').trim();
  return stripped === '' ? sentence : stripped;
}

const QUESTION_START: Record<Language, RegExp> = {
  en: /^(what|where|when|why|how|who|which|is|are|can|could|do|does|will|would)\b/i,
  tr: /(\s(mı|mi|mu|mü|ne|nerede|nasıl|neden|kim)\b|\?$)/iu,
  de: /^(was|wo|wann|warum|wie|wer|welche[rs]?|kann|ist|sind|gibt)\b/i,
};

export function languageOf(targetLanguage: string): Language {
  const code = targetLanguage.trim().toLowerCase().slice(0, 2);
  return code === 'tr' || code === 'de' ? code : 'en';
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sentence with one group's word replaced by each other word of its group, one swap at a time. */
export function synonymSwaps(sentence: string, language: Language): string[] {
  const swaps: string[] = [];
  for (const group of SYNONYMS[language]) {
    for (const word of group) {
      const pattern = new RegExp(`(^|[^\\p{L}])(${escape(word)})(?=$|[^\\p{L}])`, 'iu');
      if (!pattern.test(sentence)) continue;
      for (const other of group) {
        if (other === word) continue;
        // A capitalised word (German nouns, a sentence start) keeps its capital.
        swaps.push(sentence.replace(pattern, (_match, before: string, found: string) => before + (/^\p{Lu}/u.test(found) ? capitalized(other) : other)));
      }
    }
  }
  return swaps;
}

const core = (input: string) =>
  input
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/u, '');

function framed(request: string, language: Language): string[] {
  const sentence = requestCore(request, language);
  const frames = QUESTION_START[language].test(sentence) ? FRAMES[language].question : FRAMES[language].statement;
  // Frames put the sentence mid-text: its first letter goes lower case unless it is an acronym.
  const inner = /^\p{Lu}\p{Lu}/u.test(sentence) ? sentence : sentence.charAt(0).toLocaleLowerCase() + sentence.slice(1);
  return frames.map((frame) => frame.replace('{x}', inner));
}

/**
 * Up to `count` new variations of the input: its synonym swaps first, then the input and its
 * swaps in the language's frames; none repeats the input or an existing utterance (case-insensitive).
 */
export function generateUtterances(input: string, targetLanguage: string, count: number, existing: readonly string[]): string[] {
  const language = languageOf(targetLanguage);
  const sentence = core(input);
  if (sentence === '') return [];
  const swaps = synonymSwaps(sentence, language);
  const candidates = [...swaps, ...framed(sentence, language), ...swaps.flatMap((swap) => framed(swap, language))].map(capitalized);
  const seen = new Set([sentence, ...existing.map(core)].map((text) => text.toLocaleLowerCase()));
  const result: string[] = [];
  for (const candidate of candidates) {
    const key = core(candidate).toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(candidate);
    if (result.length === count) break;
  }
  return result;
}
