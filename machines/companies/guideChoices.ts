/**
 * The guide's choice lists (spec 3), as the shared contract publishes them: the guide
 * machine types its dropdown events with these.
 */
import { JOB_TITLES, PEOPLE_COUNTS, WORK_FIELDS, type JobTitle, type PeopleCount, type WorkField } from '../../services/contracts/guide';

export { JOB_TITLES, PEOPLE_COUNTS, WORK_FIELDS, type JobTitle, type PeopleCount, type WorkField };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
export const isPeopleCount = (value: string): value is PeopleCount => isOneOf(PEOPLE_COUNTS, value);
export const isJobTitle = (value: string): value is JobTitle => isOneOf(JOB_TITLES, value);
export const isWorkField = (value: string): value is WorkField => isOneOf(WORK_FIELDS, value);
