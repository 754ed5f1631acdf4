import { describe, expect, it } from 'vitest';
import type { ModuleType } from '../flow';
import { firstIssue, parsedAsStored, type SettingsCases } from './settingsCases';

const long = (n: number) => 'x'.repeat(n);
const products = (n: number) => Array.from({ length: n }, (_, i) => ({ productRetailerId: `p${i}` }));

const cases: Partial<Record<ModuleType, SettingsCases>> = {
  START: {
    valid: [{}, { metadata: [{ key: 'source', value: 'template' }] }],
    refused: [['metadata that is not a list', { metadata: 'a=b' }, 'metadata', 'Invalid input: expected array, received string']],
  },
  GENERIC: {
    valid: [{}, { blockKey: 'legacy-widget', options: { colour: 'blue' } }],
    refused: [['notes that are not text', { tags: ['a'] }, 'tags', 'Invalid input: expected string, received array']],
  },
  END: {
    valid: [
      {},
      {
        vote: {
          enabled: true,
          voteType: 'FACES',
          voteMessage: long(2000),
          voteLinkMessage: '',
          voteImage: 'https://example.com/logo.png',
          gratitudeMessage: 'Thanks!',
          expiresInHours: 720,
        },
      },
    ],
    refused: [
      ['a vote link valid for 0 hours', { vote: { expiresInHours: 0 } }, 'vote.expiresInHours', 'Enter a whole number of hours between 1 and 720.'],
      ['a vote link valid for 721 hours', { vote: { expiresInHours: 721 } }, 'vote.expiresInHours', 'Enter a whole number of hours between 1 and 720.'],
      ['a vote message over 2000 characters', { vote: { voteMessage: long(2001) } }, 'vote.voteMessage', 'This text can be at most 2000 characters.'],
      ['a vote image that is not an http address', { vote: { voteImage: 'ftp://example.com/a.png' } }, 'vote.voteImage', 'Enter an http or https address of an image.'],
      ['an unknown vote type', { vote: { voteType: 'STARS' } }, 'vote.voteType', 'The vote type is FACES or NUMERIC.'],
    ],
  },
  SWITCH: {
    valid: [
      { botID: '', version: '' },
      { botID: 'bot-1', version: 'latest' },
    ],
    refused: [['a bot id that is a number', { botID: 7 }, 'botID', 'Invalid input: expected string, received number']],
  },
  ZAPIER: { valid: [{ zapID: '' }, { zapID: 'zap-42' }], refused: [['a zap id that is a number', { zapID: 42 }, 'zapID', 'Invalid input: expected string, received number']] },
  THIRDPARTY: {
    valid: [{ timeToWait: 0 }, { timeToWait: 3600 }, { timeToWait: 1.5 }],
    refused: [
      ['a negative time', { timeToWait: -1 }, 'timeToWait', 'The time to wait is a number of seconds, 0 or more.'],
      ['a time stored as text', { timeToWait: '5' }, 'timeToWait', 'The time to wait is a number of seconds, 0 or more.'],
    ],
  },
  EMAIL: {
    valid: [
      { emailTo: '', emailCc: '', emailSubject: '', emailTemplate: '' },
      {
        emailTo: 'appointments@example.com',
        emailCc: '',
        emailSubject: 'New appointment: #service on #appointmentDate',
        emailTemplate: '#service on #appointmentDate at #appointmentTime.',
      },
      { emailTo: 'a@example.com; b@example.com,#email', emailCc: 'c@example.com' },
    ],
    refused: [
      ['an address without a domain', { emailTo: 'sales@example.com; sales' }, 'emailTo', 'These are not valid e-mail addresses: sales'],
      ['a CC that is not an address', { emailCc: 'team at example.com' }, 'emailCc', 'These are not valid e-mail addresses: team at example.com'],
    ],
  },
  LANGUAGE: {
    valid: [
      { payloads: [] },
      {
        payloads: [
          { id: 'm-lang1', languageId: 'en' },
          { id: 'm-lang2', languageId: 'tr' },
          { id: 'm-lang3', languageId: '' },
          { id: 'm-lang4', languageId: '' },
        ],
      },
    ],
    refused: [
      [
        'the same language twice',
        {
          payloads: [
            { id: 'r1', languageId: 'en' },
            { id: 'r2', languageId: 'en' },
          ],
        },
        'payloads.1.languageId',
        'There is already a route for this language, please select another.',
      ],
      ['a route without an id', { payloads: [{ languageId: 'en' }] }, 'payloads.0.id', 'Invalid input: expected string, received undefined'],
    ],
  },
  ECOMMERCE: {
    valid: [
      { language: 'EN', gateway: '', action: '' },
      { language: 'TR', gateway: 'gw-1', action: 'COMPLETE_WHATSAPP_COMMERCE_ORDER', productId: '#productId' },
    ],
    refused: [
      [
        'an unknown action type',
        { action: 'REFUND' },
        'action',
        'The action type is one of CHECK_USER, FETCH_PRODUCT, CREATE_ORDER, GET_ORDER_DETAIL, COMPLETE_ORDER, ADD_TO_CART, CLEAR_CART, FETCH_ADDRESS, CHECK_DELIVERY_STATUS, LIST_SHIPPING_ORDERS, SHOW_PRODUCTS_IN_CART, COMPLETE_WHATSAPP_COMMERCE_ORDER.',
      ],
      ['a language other than TR or EN', { language: 'DE' }, 'language', 'The language is TR or EN.'],
    ],
  },
  PAYMENT: {
    valid: [
      { integrationId: '' },
      { gateway: 'gw-1', gatewayType: 'PAYTR', selectionType: 'LIST', amount: 12.5, currency: 'TRY', productName: 'Kit', orderNumber: '#order' },
      { amount: '#AMOUNT', selectionType: '' },
    ],
    refused: [
      ['a selection type other than CARD or LIST', { selectionType: 'QUICKREPLY' }, 'selectionType', 'The selection type is CARD or LIST.'],
      ['an amount that is a list', { amount: [1] }, 'amount', 'The amount is a number or a parameter.'],
    ],
  },
  PAYMENTS: {
    valid: [
      { paymentType: 'WHATSAPP_PAYMENT', payloads: { currency: 'TRY' } },
      { paymentType: 'CRAFTGATE', integrationId: '', payloads: {} },
      { paymentType: 'CRAFTGATE', integrationId: 'int-1', payloads: { currency: 'EUR', totalAmount: '49.90', language: 'EN' }, expiration: 900 },
      { payloads: { totalAmount: '#TOTAL' }, expiration: '' },
    ],
    refused: [
      ['a total amount of 0', { payloads: { totalAmount: '0' } }, 'payloads.totalAmount', 'Enter an amount greater than 0 or a parameter such as #TOTAL.'],
      ['a total amount that is not a number', { payloads: { totalAmount: 'ten' } }, 'payloads.totalAmount', 'Enter an amount greater than 0 or a parameter such as #TOTAL.'],
      ['an expiration of 0 seconds', { expiration: 0 }, 'expiration', 'Enter the expiration as a whole number of seconds, at least 1.'],
      ['an expiration typed as words', { expiration: 'an hour' }, 'expiration', 'Enter the expiration as a whole number of seconds, at least 1.'],
      ['an unknown payment type', { paymentType: 'PAYPAL' }, 'paymentType', 'The payment type is WHATSAPP_PAYMENT or CRAFTGATE.'],
    ],
  },
  COMMERCE: {
    valid: [
      { integrationId: '', catalogId: '', payloads: [] },
      {
        integrationId: 'int-1',
        catalogId: 'cat-1',
        bodyText: long(1023),
        footerText: long(59),
        headerText: long(59),
        action: long(19),
        payloads: [
          { title: long(24), type: 'DESIGN', products: products(10), productsInParameterForm: '' },
          { title: 'Cart', type: 'PARAMETER', products: [], productsInParameterForm: '#CART' },
          { title: 'Picked', type: 'PARAMETER', products: [], productsInParameterForm: '1001, 1002' },
        ],
      },
    ],
    refused: [
      ['a body text of 1024 characters', { bodyText: long(1024) }, 'bodyText', 'Body text must be shorter than 1024 characters.'],
      ['a footer text of 60 characters', { footerText: long(60) }, 'footerText', 'Footer text must be shorter than 60 characters.'],
      ['a header text of 60 characters', { headerText: long(60) }, 'headerText', 'Header text must be shorter than 60 characters.'],
      ['a button text of 20 characters', { action: long(20) }, 'action', 'Button text must be shorter than 20 characters.'],
      [
        'a section title over 24 characters',
        { payloads: [{ title: long(25), type: 'DESIGN', products: products(1) }] },
        'payloads.0.title',
        'A section title is at most 24 characters.',
      ],
      ['eleven products in a section', { payloads: [{ title: 'A', type: 'DESIGN', products: products(11) }] }, 'payloads.0.products', 'A section can offer at most 10 products.'],
      [
        'eleven sections',
        { payloads: Array.from({ length: 11 }, () => ({ title: 'A', type: 'DESIGN', products: products(1) })) },
        'payloads',
        'A maximum of 10 sections can be added',
      ],
      [
        '31 products in total',
        { payloads: [...Array.from({ length: 3 }, () => ({ type: 'DESIGN', products: products(10) })), { type: 'DESIGN', products: products(1) }] },
        'payloads',
        'A message can offer at most 30 products in total.',
      ],
      [
        'parameter products that are not a list or a parameter',
        { payloads: [{ type: 'PARAMETER', productsInParameterForm: '1001 1002' }] },
        'payloads.0.productsInParameterForm',
        'Enter product numbers separated by commas, or one parameter such as #PRODUCTS.',
      ],
    ],
  },
};

describe.each(Object.entries(cases))('%s settings', (type, { valid, refused }) => {
  const moduleType = type as ModuleType;
  it.each(valid.map((settings) => [JSON.stringify(settings).slice(0, 80), settings] as const))('parse, kept as stored: %s', (_what, settings) => {
    expect(firstIssue(moduleType, settings)).toBeNull();
    expect(parsedAsStored(moduleType, settings)).toEqual(settings);
  });
  it.each(refused)('refuse %s', (_what, settings, field, message) => {
    expect(firstIssue(moduleType, settings)).toEqual({ field, message });
  });
});
