/** Types of nlpModel.mjs (NLP.js ships no types): only what the console uses. */
export type NlpTraining = {
  intents: Array<{ name: string; utterances: string[] }>;
  entities: Array<{ name: string; labels: Array<{ value: string; synonyms: string[] }> }>;
};

/** An entity NLP.js found in the text: an enum entity's label is its `option`. */
export type NlpEntity = { entity: string; option?: string; sourceText?: string; utteranceText?: string; accuracy?: number };

export type NlpResult = {
  intent: string;
  score: number;
  classifications?: Array<{ intent: string; score: number }>;
  entities?: NlpEntity[];
};

export type NlpInstance = { process(locale: string, utterance: string): Promise<NlpResult> };

export function createNlp(language: string): Promise<NlpInstance>;
export function trainNlp(training: NlpTraining, language: string): Promise<string>;
export function loadNlp(exported: string, language: string): Promise<NlpInstance>;
/** For each intent, the share (0..1) of the text's stemmed words its training utterances contain; intents sharing none are left out. */
export function knownShares(nlp: NlpInstance, language: string, text: string): Promise<Map<string, number>>;
