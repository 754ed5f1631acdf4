import fc from 'fast-check';
import { MAX_BODY_BYTES } from '../../services/contracts';

/**
 * The hostile values every input of the API is fed: wrong types, text the database cannot
 * store, injection strings, prototype-pollution keys, huge texts and numbers out of range.
 */

/** Text that has broken servers before: injections, escapes, control characters, edge cases of parsers. */
export const nastyTexts: readonly string[] = [
  '',
  ' ',
  '   \t\n',
  'x',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '" OR ""="',
  '\\',
  '\\u0000',
  '%00',
  '%',
  '%zz',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '<%= 7*7 %>',
  '#{7*7}',
  '{{constructor.constructor("return process")()}}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  'a\r\nSet-Cookie: injected=1',
  '__proto__',
  'constructor',
  'prototype',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  '😀👍🏽',
  '\u202Eevil\u202C',
  '\u200B',
  '\uFEFF',
  'İıŞşĞğÜüÖöÇç',
  'x'.repeat(256),
  'y'.repeat(5_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\udfff\ud800',
];

/** Text the database cannot store (handled centrally: see the report of a failure that names it). */
export function hasUnstorableText(text: string): boolean {
  return text.includes('\u0000') || /%00|\\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|%ud8|%ED%A0|%ED%BF/i.test(text);
}

/** Ids that are not UUIDs, and UUIDs that name nothing. */
export const strangeIds: readonly string[] = [
  'x',
  '1',
  '0',
  '-1',
  '1.5',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123e4567-e89b-12d3-a456-42661417400',
  '123e4567-e89b-12d3-a456-4266141740000',
  '123e4567-e89b-12d3-a456-42661417400g',
  '{123e4567-e89b-12d3-a456-426614174000}',
  '123e4567e89b12d3a456426614174000',
  ' 123e4567-e89b-12d3-a456-426614174000',
  "123e4567-e89b-12d3-a456-426614174000' OR '1'='1",
  'a'.repeat(300),
];

export const hugeText = (bytes: number) => 'h'.repeat(bytes);
/** Just under and just over the API's body limit (64 KiB). */
export const nearBodyLimit = MAX_BODY_BYTES - 200;
export const overBodyLimit = MAX_BODY_BYTES + 1_000;

export const arbNastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...nastyTexts) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(hugeText(nearBodyLimit / 4), hugeText(nearBodyLimit)) },
);

export const arbStrangeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, small or deeply nested; used where a field of a given type was expected. */
export const arbWrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: arbNastyText },
  { weight: 2, arbitrary: arbStrangeNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [null], [''], { '': '' }, JSON.parse('{"__proto__": {"isAdmin": true}}')) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 400 }).map(deeplyNested) },
);

export function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/**
 * Field names of the API's request contracts (from services/contracts and the server's zod
 * schemas), so that generated objects reach past "unknown field" into the handlers.
 */
export const knownFields: readonly string[] = [
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'name',
  'surname',
  'userDeviceId',
  'keepSignedIn',
  'captchaVerificationToken',
  'token',
  'verificationToken',
  'rememberDevice',
  'backupCode',
  'code',
  'companyId',
  'companyID',
  'channelID',
  'channelId',
  'botID',
  'botId',
  'clientInfo',
  'message',
  'text',
  'payload',
  'content',
  'type',
  'id',
  'userId',
  'conversationId',
  'conversationIds',
  'intent',
  'intents',
  'utterances',
  'utterance',
  'projectId',
  'targetLanguage',
  'userInput',
  'vote',
  'voteId',
  'voteMessage',
  'rating',
  'tags',
  'settings',
  'startDate',
  'endDate',
  'pageSize',
  'pageIndex',
  'phone',
  'grant_type',
  'client_id',
  'client_secret',
  'redirect_uri',
  'state',
  'data',
  'versionID',
  'optionID',
  'buttonID',
  'cardID',
  'challenge',
  'solution',
  'signature',
  'number',
  'salt',
  'algorithm',
];

/** A JSON object whose fields are a random pick of known fields with any values, plus extra fields. */
export function arbObjectBody(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom(...knownFields), fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 3, arbitrary: arbWrongValue }), { maxKeys: 8 }),
      fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('extra', 'isAdmin', 'role', 'userType', '$where', '$gt')), arbWrongValue, { maxKeys: 3 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** A REST request body: its text and content type (undefined: no header), and what kind it is. */
export type BodyCase = { kind: string; contentType: string | undefined; payload: string | undefined };

const json = (kind: string, value: unknown): BodyCase => ({ kind, contentType: 'application/json', payload: JSON.stringify(value) });

export function arbBody(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<BodyCase> {
  return fc.oneof(
    { weight: 6, arbitrary: arbObjectBody(plausible).map((o) => json('object with wrong, missing and extra fields', o)) },
    { weight: 1, arbitrary: arbObjectBody(plausible).map((o) => json('array instead of object', [o])) },
    { weight: 1, arbitrary: fc.oneof(arbNastyText, arbStrangeNumber, fc.constantFrom(null, true)).map((v) => json('JSON scalar', v)) },
    {
      weight: 1,
      arbitrary: arbObjectBody(plausible).map((o) => ({
        kind: 'prototype-pollution keys',
        contentType: 'application/json',
        payload: JSON.stringify(o).replace(/^\{/, '{"__proto__":{"isAdmin":true,"userType":"ADMIN"},"constructor":{"prototype":{"polluted":true}},'),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"email":',
          '{"a":1,}',
          "{'a':1}",
          '{"a":1}{"b":2}',
          'NaN',
          '\uFEFF{}',
          '{"a":"\\ud800"}',
          '{"a":"\\u0000"}',
          '[',
          '{"a":1e99999}',
          '{"__proto__":',
          ']]]]',
        )
        .map((payload) => ({ kind: 'broken JSON', contentType: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodyCase>(
        { kind: 'empty body', contentType: 'application/json', payload: '' },
        { kind: 'no body', contentType: undefined, payload: undefined },
        { kind: 'blank body', contentType: 'application/json', payload: '   ' },
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=utf-16',
            'APPLICATION/JSON',
            'application/json-patch+json',
            'image/png',
            '',
          ),
          arbObjectBody(plausible),
        )
        .map(([contentType, o]) => ({
          kind: 'wrong content type',
          contentType,
          payload: contentType.includes('form-urlencoded') ? new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString() : JSON.stringify(o),
        })),
    },
    { weight: 1, arbitrary: fc.integer({ min: 200, max: 2_000 }).map((depth) => json('deep nesting', deeplyNested(depth))) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(nearBodyLimit, overBodyLimit, overBodyLimit * 20)
        .chain((size) =>
          arbObjectBody(plausible).map((o) => json(size > nearBodyLimit ? 'over the body limit' : 'near the body limit', { ...o, email: hugeText(size), text: hugeText(size) })),
        ),
    },
  );
}

/** A query string: known and unknown keys, encodings that do not decode, NUL, repeated keys. */
export function arbQuery(plausible: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 3, arbitrary: plausible.map(encodeURIComponent) },
    { weight: 2, arbitrary: arbNastyText.filter((t) => t.length < 2_000).map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, '\ufffd'))) },
    { weight: 2, arbitrary: fc.constantFrom('%00', '%ZZ', '%', '%E0%A4%A', '%ED%A0%80', '%C0%AE', '%FF', 'a%00b', '..%2F..%2F', '%27%20OR%201%3D1') },
    { weight: 1, arbitrary: fc.constant('x'.repeat(8_000)) },
  );
  const pair = fc.tuple(
    fc.oneof(
      fc.constantFrom(...knownFields, 'tokeninv', 'channelID', 'companyId', 'integrationType', 'type', 'limit', 'page', 'startDate', 'endDate', 'code', 'state', 'projectId'),
      fc.constantFrom('a[b]', '__proto__', 'constructor[prototype]', '%00', ''),
    ),
    value,
  );
  return fc.array(pair, { maxLength: 5 }).map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

/** A path parameter: real ids, random UUIDs, things that are not ids, encodings that do not decode. */
export function arbPathParam(realIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: realIds.length ? fc.constantFrom(...realIds) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...strangeIds).map(encodeURIComponent) },
    { weight: 2, arbitrary: fc.constantFrom('%00', '%ZZ', '%ED%A0%80', '..%2F..%2Fetc', '%27%3B--', '%3Cscript%3E', '%F0%9F%98%80', 'a'.repeat(2_000), '%20') },
  );
}
