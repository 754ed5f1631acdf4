import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { whatsapp, whatsappPartnerForm } from './whatsapp';
import { whatsapp360 } from './whatsapp360';
import { whatsappMessagingProvider } from './whatsappMessagingProvider';

const problem = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('WhatsApp partner form', () => {
  const form = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    mobilephone: '+90 532 000 00 00',
    email: 'ada@example.com',
    facebook_business_manager_id: '1029384756',
    phone: '+902120000000',
    whatsapp_packages: 'Pro',
    company: 'Acme',
  };

  it('accepts the form of spec 02 section 3', () => {
    expect(whatsappPartnerForm.parse(form)).toEqual(form);
  });

  it('requires names and the Business Manager id, valid phones and e-mail, one of the packages', () => {
    expect(problem(whatsappPartnerForm, { ...form, firstname: '' })).toBe('The field cannot be empty');
    expect(problem(whatsappPartnerForm, { ...form, facebook_business_manager_id: ' ' })).toBe('The field cannot be empty');
    expect(problem(whatsappPartnerForm, { ...form, mobilephone: '12ab' })).toBe('Please enter a valid phone number.');
    expect(problem(whatsappPartnerForm, { ...form, email: 'ada@' })).toBe('Please enter a valid e-mail address.');
    expect(problem(whatsappPartnerForm, { ...form, whatsapp_packages: 'Gold' })).toBe('Choose one of: Starter, Pro, Advanced.');
  });
});

describe('WhatsApp variants', () => {
  it('an account number: the MB-API-KEY is secret, the phone identifies it', () => {
    expect(whatsapp.properties.parse({ 'MB-API-KEY': '6650f0c2', phone: '+905320000000' })).toEqual({ 'MB-API-KEY': '6650f0c2', phone: '+905320000000' });
    expect(problem(whatsapp.properties, { phone: '+905320000000' })).toBe('The field cannot be empty');
    expect(whatsapp).toMatchObject({ secrets: ['MB-API-KEY'], identifiedBy: ['phone'] });
  });

  it('through a messaging provider: every field required, the base URL valid', () => {
    const ok = { infobipApiKey: 'key', registeredWhatsappPhoneNumber: '+905320000000', infobipBaseURL: 'https://abc.api.infobip.com' };
    expect(whatsappMessagingProvider.properties.parse(ok)).toEqual(ok);
    expect(problem(whatsappMessagingProvider.properties, { ...ok, infobipBaseURL: 'abc' })).toBe('Please enter a valid url');
    expect(problem(whatsappMessagingProvider.properties, { ...ok, infobipApiKey: '' })).toBe('The field cannot be empty');
    expect(whatsappMessagingProvider).toMatchObject({ secrets: ['infobipApiKey'], identifiedBy: ['registeredWhatsappPhoneNumber'] });
  });

  it('the 360-style variant: an api key (secret), a profile picture on update', () => {
    expect(whatsapp360.properties.parse({ apiKey: 'k', profilePictureUrl: 'https://img.example.com/p.png' })).toEqual({
      apiKey: 'k',
      profilePictureUrl: 'https://img.example.com/p.png',
    });
    expect(problem(whatsapp360.properties, { apiKey: ' ' })).toBe('The field cannot be empty');
    expect(whatsapp360.secrets).toEqual(['apiKey']);
  });
});
