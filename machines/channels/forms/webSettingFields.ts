/** How a web chat setting is edited (the properties of spec 02 section 3). */
export type SettingType = 'text' | 'colour' | 'number' | 'toggle' | 'choice' | 'image';

/** One property a web chat settings form shows; a choice has its values. */
export type SettingField = { name: string; type: SettingType; choices?: readonly string[] };

/** A property value as the form holds it: text, colour, image address or choice (text), number, toggle. */
export type SettingValue = string | number | boolean;

export const text = (name: string): SettingField => ({ name, type: 'text' });
export const colour = (name: string): SettingField => ({ name, type: 'colour' });
export const number = (name: string): SettingField => ({ name, type: 'number' });
export const toggle = (name: string): SettingField => ({ name, type: 'toggle' });
export const image = (name: string): SettingField => ({ name, type: 'image' });
export const choice = (name: string, choices: readonly string[]): SettingField => ({ name, type: 'choice', choices });

/** The value a stored property gives a field of its type, or none when it has none of that type. */
export function readSetting(field: SettingField, value: unknown): SettingValue | undefined {
  if (field.type === 'toggle') return typeof value === 'boolean' ? value : undefined;
  if (field.type === 'number') {
    if (typeof value === 'number') return value;
    // A size stored as "20px" reads as 20.
    const parsed = typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/** Whether a value is set: an empty text or a cleared number (NaN) is left out and shows its default. */
export function isSet(value: SettingValue | undefined): value is SettingValue {
  if (value === undefined || value === '') return false;
  return typeof value !== 'number' || !Number.isNaN(value);
}

/** A stored object's entries (anything else: none). */
export function recordOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : null;
}
