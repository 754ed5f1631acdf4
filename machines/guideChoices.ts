/**
 * The guide's choice lists (spec 3). Kept here until services/contracts/guide.ts
 * publishes them as zod enums; then these re-export the contract's lists.
 */
export const PEOPLE_COUNTS = ['0-1', '2-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10000+'] as const;

/** Spelt as the spec spells it ("Adminastrator"). */
export const JOB_TITLES = ['Adminastrator/Coordinator', 'Employee', 'Designer/Developer', 'Director/Manager', 'Other'] as const;

export const WORK_FIELDS = [
  'Agriculture', 'Arts & Entertainment', 'Autos & Vehicles', 'Beauty & Fitness', 'Biotechnology',
  'Business & Industrial', 'Computer Software', 'Computers & Electronics', 'Construction',
  'Design & Development', 'Event Services', 'Finance', 'Healthcare', 'Hospitality', 'Human Resources',
  'Information Technology & Services', 'Insurance', 'Internet & Telecom', 'Jobs & Education',
  'Legal & Government', 'Management Consulting', 'Marketing & Advertising', 'Media', 'Non-profit',
  'Professional Training & Coaching', 'Public Relations & Communications', 'Real Estate', 'Shopping', 'Travel',
] as const;

export type PeopleCount = (typeof PEOPLE_COUNTS)[number];
export type JobTitle = (typeof JOB_TITLES)[number];
export type WorkField = (typeof WORK_FIELDS)[number];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
export const isPeopleCount = (value: string): value is PeopleCount => isOneOf(PEOPLE_COUNTS, value);
export const isJobTitle = (value: string): value is JobTitle => isOneOf(JOB_TITLES, value);
export const isWorkField = (value: string): value is WorkField => isOneOf(WORK_FIELDS, value);
