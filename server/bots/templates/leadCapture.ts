import { buildFlow, text } from '../flowBuilder';
import type { BotTemplate } from './template';

const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$';
/** International format: + and the country code, then 7 to 14 digits. */
const PHONE_PATTERN = '^\\+[1-9]\\d{7,14}$';

export const leadCaptureTemplate: BotTemplate = {
  id: '5b0f0c2e-6a1d-4c57-9a53-0d9c1f7a0002',
  name: 'Lead capture',
  description: "Collects a visitor's name, e-mail and phone number with validation and e-mails the new lead to your sales team.",
  specialization: 'SALES',
  aiBot: false,
  flow: buildFlow([
    { id: 'start', type: 'START', name: 'Start', at: [0, 0], to: 'intro' },
    {
      id: 'intro',
      type: 'MESSAGE',
      name: 'Introduction',
      at: [1, 0],
      to: 'ask-name',
      settings: text('Hi! Leave your details and our team will get back to you within one business day.'),
    },
    {
      id: 'ask-name',
      type: 'INPUT',
      name: 'Name',
      at: [2, 0],
      to: 'ask-email',
      settings: { inputType: 'TEXT', param: 'name', prompt: 'What is your name?', validator: '^.{2,100}$', validatorFlag: 'u' },
    },
    {
      id: 'ask-email',
      type: 'INPUT',
      name: 'E-mail',
      at: [3, 0],
      to: 'ask-phone',
      fallback: 'bad-email',
      fallbackCount: 3,
      settings: {
        inputType: 'TEXT',
        param: 'email',
        prompt: 'What is your e-mail address?',
        validator: EMAIL_PATTERN,
        validatorFlag: 'i',
        errorMessage: 'That does not look like an e-mail address.',
      },
    },
    { id: 'bad-email', type: 'MESSAGE', name: 'Invalid e-mail', at: [3, 1], to: 'ask-email', settings: text('Please enter a valid e-mail address, like name@example.com.') },
    {
      id: 'ask-phone',
      type: 'INPUT',
      name: 'Phone',
      at: [4, 0],
      to: 'notify-sales',
      fallback: 'bad-phone',
      fallbackCount: 3,
      settings: {
        inputType: 'TEXT',
        param: 'phone',
        prompt: 'And your phone number? Please start with + and the country code.',
        validator: PHONE_PATTERN,
        validatorFlag: '',
        errorMessage: 'That does not look like a phone number.',
      },
    },
    {
      id: 'bad-phone',
      type: 'MESSAGE',
      name: 'Invalid phone',
      at: [4, 1],
      to: 'ask-phone',
      settings: text('Please enter the number with + and the country code, like +905551234567.'),
    },
    {
      id: 'notify-sales',
      type: 'EMAIL',
      name: 'E-mail the lead',
      at: [5, 0],
      to: 'thanks',
      settings: { emailTo: 'sales@example.com', emailCc: '', emailSubject: 'New lead: #name', emailTemplate: 'Name: #name\nE-mail: #email\nPhone: #phone' },
    },
    { id: 'thanks', type: 'MESSAGE', name: 'Thank you', at: [6, 0], to: 'end', settings: text('Thank you, #name! We will contact you soon.') },
    { id: 'end', type: 'END', name: 'End', at: [7, 0] },
  ]),
};
