import { z } from 'zod';

/** Spec 01 section 3: the choice lists of the guide's COMPANY INFO step (values as stored and sent). */
export const PEOPLE_COUNTS = ['0-1', '2-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10000+'] as const;
export const JOB_TITLES = ['Adminastrator/Coordinator', 'Employee', 'Designer/Developer', 'Director/Manager', 'Other'] as const;
export const WORK_FIELDS = [
  'Agriculture',
  'Arts & Entertainment',
  'Autos & Vehicles',
  'Beauty & Fitness',
  'Biotechnology',
  'Business & Industrial',
  'Computer Software',
  'Computers & Electronics',
  'Construction',
  'Design & Development',
  'Event Services',
  'Finance',
  'Healthcare',
  'Hospitality',
  'Human Resources',
  'Information Technology & Services',
  'Insurance',
  'Internet & Telecom',
  'Jobs & Education',
  'Legal & Government',
  'Management Consulting',
  'Marketing & Advertising',
  'Media',
  'Non-profit',
  'Professional Training & Coaching',
  'Public Relations & Communications',
  'Real Estate',
  'Shopping',
  'Travel',
] as const;

export const peopleCount = z.enum(PEOPLE_COUNTS, { error: 'Choose how many people work at the company.' });
export const jobTitle = z.enum(JOB_TITLES, { error: 'Choose your job title.' });
export const workField = z.enum(WORK_FIELDS, { error: 'Choose the field the company works in.' });
export type PeopleCount = z.infer<typeof peopleCount>;
export type JobTitle = z.infer<typeof jobTitle>;
export type WorkField = z.infer<typeof workField>;

/** How a people-count choice is shown: "N employees". */
export function peopleCountLabel(value: PeopleCount): string {
  return `${value} employees`;
}

/** The account info the guide submits (createAccountInfo). */
export const accountInfoInput = z.object({ peopleCount, workField, jobTitle });
export type AccountInfoInput = z.infer<typeof accountInfoInput>;
