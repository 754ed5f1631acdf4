/** The value among `values` that a select's or toggle's chosen id names, or undefined when it names none of them. */
export function choiceOf<T extends string>(values: readonly T[], id: string): T | undefined {
  return values.find((value) => value === id);
}
