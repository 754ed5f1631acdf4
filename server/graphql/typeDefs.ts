import { readdirSync, readFileSync } from 'node:fs';

/** The folder of the console's schema: one .graphql file per area, read here and by GraphQL Code Generator (codegen.ts). */
export const SCHEMA_FOLDER = new URL('./schema/', import.meta.url);

/** The console's GraphQL schema (spec 01 section 7), as the SDL of every file of SCHEMA_FOLDER. */
export const typeDefs: string[] = readdirSync(SCHEMA_FOLDER)
  .filter((name) => name.endsWith('.graphql'))
  .sort()
  .map((name) => readFileSync(new URL(name, SCHEMA_FOLDER), 'utf8'));
