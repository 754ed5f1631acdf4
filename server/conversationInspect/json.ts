/** A JSON object (not an array or null): stored settings, snapshots and message columns are read through it. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
