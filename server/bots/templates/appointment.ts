import { buildFlow, quickReplies, text } from '../flowBuilder';
import type { BotTemplate } from './template';

/** dd/mm/yyyy */
const DATE_PATTERN = '^(0[1-9]|[12]\\d|3[01])/(0[1-9]|1[0-2])/20\\d{2}$';

const service = quickReplies(
  'Which appointment would you like?',
  [
    { id: 'svc-consultation', text: 'Consultation', to: 'check-service' },
    { id: 'svc-follow-up', text: 'Follow-up', to: 'check-service' },
    { id: 'svc-urgent', text: 'Urgent', to: 'check-service' },
  ],
  'service',
);
const confirm = quickReplies('Shall I book #service on #appointmentDate at #appointmentTime?', [
  { id: 'confirm-yes', text: 'Yes, book it', to: 'notify' },
  { id: 'confirm-no', text: 'Pick another date', to: 'ask-date' },
]);

export const appointmentTemplate: BotTemplate = {
  id: '5b0f0c2e-6a1d-4c57-9a53-0d9c1f7a0004',
  name: 'Appointment booking',
  description: 'Books an appointment: the kind of visit, a date and a time, a confirmation, and a note to your team. Urgent requests go to a person.',
  specialization: 'HEALTHCARE',
  aiBot: false,
  flow: buildFlow([
    { id: 'start', type: 'START', name: 'Start', at: [0, 1], to: 'welcome' },
    { id: 'welcome', type: 'MESSAGE', name: 'Welcome', at: [1, 1], to: 'service', settings: text('Hello! I can book an appointment for you.') },
    { id: 'service', type: 'SELECTION', name: 'Kind of visit', at: [2, 1], to: service.to, settings: service.settings },
    {
      id: 'check-service',
      type: 'LOGIC',
      name: 'Urgent?',
      at: [3, 1],
      fallback: 'ask-date',
      to: [{ id: 'urgent', optionID: 'cond-urgent' }],
      settings: { payloads: [{ id: 'cond-urgent', ifCondition: '#service', ifOperator: 'EQUALS', ifTargets: ['Urgent'], conditionAction: 'urgent' }] },
    },
    { id: 'urgent', type: 'MESSAGE', name: 'Urgent request', at: [4, 0], to: 'handover', settings: text('For urgent requests a colleague will help you right away.') },
    { id: 'handover', type: 'HANDOVER', name: 'Forward to human', at: [5, 0], settings: { mode: 'internal' } },
    {
      id: 'ask-date',
      type: 'INPUT',
      name: 'Date',
      at: [4, 1],
      to: 'ask-time',
      fallback: 'bad-date',
      fallbackCount: 3,
      settings: { inputType: 'TEXT', param: 'appointmentDate', prompt: 'Which day suits you? Please write it as dd/mm/yyyy.', validator: DATE_PATTERN, validatorFlag: '' },
    },
    { id: 'bad-date', type: 'MESSAGE', name: 'Invalid date', at: [4, 2], to: 'ask-date', settings: text('Please write the date as dd/mm/yyyy, for example 24/05/2025.') },
    {
      id: 'ask-time',
      type: 'INPUT',
      name: 'Time',
      at: [5, 1],
      to: 'confirm',
      fallback: 'ask-time',
      fallbackCount: 3,
      settings: {
        inputType: 'TEXT',
        param: 'appointmentTime',
        prompt: 'At what time? We are open 09:00-17:00 (write HH:mm).',
        validator: '^(09|1[0-6]):[0-5]\\d$',
        validatorFlag: '',
      },
    },
    { id: 'confirm', type: 'SELECTION', name: 'Confirm', at: [6, 3], to: confirm.to, settings: confirm.settings },
    {
      id: 'notify',
      type: 'EMAIL',
      name: 'Tell the team',
      at: [7, 1],
      to: 'booked',
      settings: {
        emailTo: 'appointments@example.com',
        emailCc: '',
        emailSubject: 'New appointment: #service on #appointmentDate',
        emailTemplate: '#service on #appointmentDate at #appointmentTime.',
      },
    },
    { id: 'booked', type: 'MESSAGE', name: 'Booked', at: [8, 1], to: 'end', settings: text('Your appointment is booked for #appointmentDate at #appointmentTime. See you then!') },
    { id: 'end', type: 'END', name: 'End', at: [9, 1] },
  ]),
};
