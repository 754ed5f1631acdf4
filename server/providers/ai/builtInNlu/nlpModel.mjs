// @ts-check
// The built-in NLU's classifier and entity extractor, made with NLP.js: one container per
// language (its tokenizer, stemmer and stop words), an intent classifier trained on the
// utterances and the entities' labels and synonyms as enum rules of the entity extractor.
// Plain JavaScript: the training thread (trainingThread.mjs) is started by Node itself,
// without the TypeScript loader the server runs under, and uses this same file.
import { containerBootstrap } from '@nlpjs/core';
import { Nlp } from '@nlpjs/nlp';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangTr } from '@nlpjs/lang-tr';
import { LangDe } from '@nlpjs/lang-de';
import { LangAr } from '@nlpjs/lang-ar';

/** The language packages by the connection's language setting. */
const LANGUAGE_PACKAGES = { en: LangEn, tr: LangTr, de: LangDe, ar: LangAr };

/**
 * The classifier's settings. The "None" feature (a score for words never seen in training)
 * stays off: the console decides "nothing matches" itself from the best score (classifier.ts),
 * which keeps more right answers at the same out-of-scope recall on the benchmark.
 */
const NLU_SETTINGS = { log: false, useNoneFeature: false };

/**
 * A new, untrained NLP.js instance for the language.
 * @param {string} language
 */
export async function createNlp(language) {
  const Lang = LANGUAGE_PACKAGES[/** @type {keyof typeof LANGUAGE_PACKAGES} */ (language)];
  if (!Lang) throw new Error(`The built-in NLU does not understand the language ${language}.`);
  const container = await containerBootstrap();
  container.use(Lang);
  return new Nlp({ languages: [language], autoSave: false, autoLoad: false, forceNER: true, nlu: NLU_SETTINGS, calculateSentiment: false }, container);
}

/**
 * Trains a classifier from the intents' utterances and the entities' labels; answers the
 * trained model as NLP.js exports it (JSON text).
 * @param {{ intents: Array<{ name: string; utterances: string[] }>; entities: Array<{ name: string; labels: Array<{ value: string; synonyms: string[] }> }> }} training
 * @param {string} language
 */
export async function trainNlp(training, language) {
  const nlp = await createNlp(language);
  for (const intent of training.intents) {
    for (const utterance of intent.utterances) nlp.addDocument(language, utterance, intent.name);
  }
  for (const entity of training.entities) {
    for (const label of entity.labels) nlp.addNerRuleOptionTexts(language, entity.name, label.value, [label.value, ...label.synonyms]);
  }
  await nlp.train();
  return nlp.export(true);
}

/**
 * A trained classifier read back from its export.
 * @param {string} exported
 * @param {string} language
 */
export async function loadNlp(exported, language) {
  const nlp = await createNlp(language);
  nlp.import(exported);
  return nlp;
}

/**
 * How much of the text each intent's utterances know: for each intent, the share (0..1) of the
 * text's stemmed words (NLP.js's own normalizer, tokenizer and stemmer) that the intent's
 * training utterances contain. NLP.js's classifier reads only the words it knows and spreads a
 * score of 1 over the intents whatever the share of the text they are, so a question with one
 * known word among unknown ones gets as sure an answer as a paraphrase; this share is the
 * evidence its answer rests on (classifier.ts). Intents missing from the answer share nothing.
 * @param {any} nlp a trained instance (createNlp, loadNlp)
 * @param {string} language
 * @param {string} text
 * @returns {Promise<Map<string, number>>}
 */
export async function knownShares(nlp, language, text) {
  const shares = new Map();
  const nlu = nlp.nluManager?.domainManagers?.[language]?.domains?.master_domain;
  if (!nlu?.intentFeatures) return shares;
  const stems = Object.keys(await nlu.prepare(text));
  if (stems.length === 0) return shares;
  for (const [intent, features] of Object.entries(/** @type {Record<string, Record<string, number>>} */ (nlu.intentFeatures))) {
    const known = stems.filter((stem) => Object.prototype.hasOwnProperty.call(features, stem)).length;
    if (known > 0) shares.set(intent, known / stems.length);
  }
  return shares;
}
