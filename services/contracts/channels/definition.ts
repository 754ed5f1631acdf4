import type { z } from 'zod';

/**
 * One channel kind's contract (ARCHITECTURE "Kinds: modules and channels"): its properties
 * as a zod schema, which of them are secrets (masked in every answer and log, sealed at rest)
 * and which identify a channel for the usage check (byChannelSpecificFields). Adapters in
 * server/ and forms in ui/ are registered per kind against the same union.
 */

/** Any object schema a kind's properties can be. */
export type PropertiesSchema = z.ZodObject;

/** The named keys of T (an index signature, as a loose object has, is not a key of its own). */
type Key<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] } & string;

/**
 * Dotted paths to the text values of a properties object (nested objects included, lists
 * not): the places a secret can be.
 */
export type TextPath<T> = {
  [K in Key<T>]-?: NonNullable<T[K]> extends string
    ? K
    : NonNullable<T[K]> extends readonly unknown[]
      ? never
      : NonNullable<T[K]> extends Record<string, unknown>
        ? `${K}.${TextPath<NonNullable<T[K]>>}`
        : never;
}[Key<T>];

/** The top-level fields a kind may be identified by: never a secret (the usage check leaves secrets out). */
export type IdentifyingField<T, Secret extends string> = Exclude<Key<T>, Secret | `${Secret}.${string}`>;

/** How the kind is stored and answered: the spec's channel type, and the sub-type of messaging-aggregator kinds. */
export type StoredType = { integrationType: string; smoochType?: 'Web' | 'Android' | 'IOS' };

export type ChannelDefinition<K extends string = string, S extends PropertiesSchema = PropertiesSchema, Secret extends string = string, Identifying extends string = string> = {
  readonly kind: K;
  readonly stored: StoredType;
  readonly properties: S;
  readonly secrets: readonly Secret[];
  readonly identifiedBy: readonly Identifying[];
};

/** A definition of kind K, whatever its schema. */
export type AnyChannelDefinition<K extends string = string> = ChannelDefinition<K, PropertiesSchema, string, string>;

/**
 * Declares a kind. `secrets` must name text paths of the schema and `identifiedBy` its
 * top-level fields that are not secrets; a misspelt path is a type error.
 */
export function defineChannel<
  const K extends string,
  S extends PropertiesSchema,
  const Secret extends TextPath<z.output<S>> = never,
  const Identifying extends IdentifyingField<z.output<S>, Secret> = never,
>(definition: { kind: K; stored: StoredType; properties: S; secrets: readonly Secret[]; identifiedBy: readonly Identifying[] }): ChannelDefinition<K, S, Secret, Identifying> {
  return definition;
}
