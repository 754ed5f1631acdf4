import fc from 'fast-check';
import type {
  GraphQLArgument,
  GraphQLEnumType,
  GraphQLField,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLList,
  GraphQLNamedType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLOutputType,
  GraphQLSchema,
  GraphQLType,
} from 'graphql';
import { starterFlow } from '../../server/bots/flowBuilder';
import { arbNastyText, arbStrangeNumber, arbWrongValue, deeplyNested, strangeIds } from './payloads';

/*
 * Kinds of types are told by their class names: the schema may come from the other copy of the
 * graphql package (ESM and CommonJS), whose classes fail graphql's own instanceof checks.
 */
const kindOf = (type: GraphQLType) => type.constructor.name;
const isNonNullType = (type: GraphQLType): type is GraphQLNonNull<GraphQLType> => kindOf(type) === 'GraphQLNonNull';
const isListType = (type: GraphQLType): type is GraphQLList<GraphQLType> => kindOf(type) === 'GraphQLList';
const isObjectType = (type: GraphQLType): type is GraphQLObjectType => kindOf(type) === 'GraphQLObjectType';
const isInputObjectType = (type: GraphQLType): type is GraphQLInputObjectType => kindOf(type) === 'GraphQLInputObjectType';
const isEnumType = (type: GraphQLType): type is GraphQLEnumType => kindOf(type) === 'GraphQLEnumType';
const isScalarType = (type: GraphQLType) => kindOf(type) === 'GraphQLScalarType';
function getNamedType(type: GraphQLOutputType | GraphQLInputType): GraphQLNamedType {
  return isNonNullType(type) || isListType(type) ? getNamedType(type.ofType as GraphQLOutputType) : (type as GraphQLNamedType);
}

/** One field of Query or Mutation, as the fuzzer calls it. */
export type Operation = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

/** A GraphQL request: the JSON body (or its text), with what it tries. */
export type GraphqlCase = { kind: string; body: unknown; rawText?: string; contentType?: string; method?: 'GET' | 'POST' | 'OPTIONS'; query?: string };

export function operationsOf(schema: GraphQLSchema): Operation[] {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  return [
    ...Object.values(query?.getFields() ?? {}).map((field) => ({ kind: 'query' as const, field })),
    ...Object.values(mutation?.getFields() ?? {}).map((field) => ({ kind: 'mutation' as const, field })),
  ];
}

/** Leaf fields of the answer (one level into objects); fields that need arguments are left out. */
function selectionOf(type: GraphQLNamedType, depth = 0): string {
  if (!isObjectType(type)) return '';
  const parts = Object.values(type.getFields())
    .filter((f) => f.args.every((a) => !isNonNullType(a.type)))
    .map((f) => {
      const named = getNamedType(f.type);
      if (isScalarType(named) || isEnumType(named)) return f.name;
      if (depth === 0 && isObjectType(named)) {
        const inner = selectionOf(named, 1);
        return inner ? `${f.name} ${inner}` : '';
      }
      return '';
    })
    .filter(Boolean);
  return `{ ${parts.length ? parts.join(' ') : '__typename'} }`;
}

export function documentOf(op: Operation, args: readonly GraphQLArgument[] = op.field.args): string {
  const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${op.kind} Fuzz${declared ? `(${declared})` : ''} { ${op.field.name}${passed ? `(${passed})` : ''} ${selectionOf(getNamedType(op.field.type))} }`;
}

/** Plausible text for a String argument, by its name. */
function plausibleText(qualifiedName: string): fc.Arbitrary<string> {
  const n = (qualifiedName.split('.').pop() ?? '').toLowerCase();
  if (n.includes('email')) return fc.constantFrom('new.person@example.com', 'guest@example.com', 'NOT-AN-EMAIL', 'a@b');
  if (n === 'country') return fc.constantFrom('TURKEY', 'GERMANY', 'turkey', 'Atlantis');
  if (n.includes('usertype')) return fc.constantFrom('USER', 'ADMIN', 'OWNER', 'user');
  if (n.includes('designerrole')) return fc.constantFrom('DESIGNER', 'VIEWER', 'FULL', 'GOD');
  if (n === 'flow') return fc.constantFrom(JSON.stringify(starterFlow()), '{}', '[]', '{"nodes":', JSON.stringify({ nodes: [{ id: 'x', type: '__proto__' }] }));
  if (n === 'jsonkey')
    return fc.constantFrom(JSON.stringify({ type: 'service_account', project_id: 'p1', private_key: 'k', client_email: 'bot@p1.iam.gserviceaccount.com' }), '{}', 'not json');
  if (n === 'type') return fc.constantFrom('DialogFlow', 'OpenAI', 'Nonsense');
  if (n.includes('date')) return fc.constantFrom('2024-01-01T00:00:00.000Z', '2024-02-30', 'yesterday', '9999-12-31T23:59:59Z', '-271821-04-20T00:00:00Z');
  if (n.includes('webhookurl')) return fc.constantFrom('http://127.0.0.1:9/hook', 'https://example.com/hook', 'ftp://x', 'javascript:alert(1)', 'http://169.254.169.254/');
  if (n === 'entries') return fc.constantFrom('203.0.113.0/24', '10.0.0.0/8', '::1', '999.1.1.1', '0.0.0.0/0');
  if (n === 'peoplecount') return fc.constantFrom('2-10', '11-50', '1000000');
  return fc.constantFrom('Greeting', 'Fuzz name', 'hello there', 'city', 'Paris');
}

/** A value of the argument's type, built from the type (and the argument's name for ids and texts). */
function valueOf(type: GraphQLInputType, name: string, idsFor: (name: string) => string[], depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType as GraphQLInputType, name, idsFor, depth);
  if (isListType(type)) {
    const element = valueOf(type.ofType as GraphQLInputType, name, idsFor, depth + 1);
    return fc.oneof({ weight: 5, arbitrary: fc.array(element, { maxLength: 4 }) }, { weight: 1, arbitrary: fc.array(element, { minLength: 300, maxLength: 600 }) });
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, `${name}.${f.name}`, idsFor, depth + 1)])));
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  switch ((type as GraphQLNamedType).name) {
    case 'ID': {
      const real = idsFor(name);
      return fc.oneof(
        { weight: 5, arbitrary: real.length ? fc.constantFrom(...real) : fc.uuid() },
        { weight: 2, arbitrary: fc.uuid() },
        { weight: 2, arbitrary: fc.constantFrom(...strangeIds) },
      );
    }
    case 'Int':
      return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -5, max: 120 }) }, { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) });
    case 'Float':
      return arbStrangeNumber;
    case 'Boolean':
      return fc.boolean();
    default:
      return fc.oneof({ weight: 3, arbitrary: plausibleText(name) }, { weight: 2, arbitrary: arbNastyText });
  }
}

/** Variables with one or more of: a wrong type, a missing required one, null for a required one, an extra one. */
function arbVariables(op: Operation, idsFor: (name: string) => string[]): fc.Arbitrary<{ kind: string; variables: Record<string, unknown> }> {
  const args = op.field.args;
  const valid = fc.record(Object.fromEntries(args.map((a) => [a.name, valueOf(a.type, `${op.field.name}.${a.name}`, idsFor)]))) as fc.Arbitrary<Record<string, unknown>>;
  if (args.length === 0) return valid.map((variables) => ({ kind: 'no arguments', variables }));
  const names = args.map((a) => a.name);
  return fc.oneof(
    { weight: 5, arbitrary: valid.map((variables) => ({ kind: 'typed arguments (plausible and hostile)', variables })) },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.constantFrom(...names), arbWrongValue).map(([v, n, wrong]) => ({ kind: 'argument of the wrong type', variables: { ...v, [n]: wrong } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.subarray(names, { minLength: 1 }))
        .map(([v, drop]) => ({ kind: 'missing arguments', variables: Object.fromEntries(Object.entries(v).filter(([k]) => !drop.includes(k))) })),
    },
    { weight: 1, arbitrary: fc.tuple(valid, fc.constantFrom(...names)).map(([v, n]) => ({ kind: 'null argument', variables: { ...v, [n]: null } })) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, arbWrongValue).map(([v, extra]) => ({
        kind: 'extra variables',
        variables: { ...v, ...(JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": true}}}') as object), extra },
      })),
    },
  );
}

/**
 * Every ID argument, one at a time, given a text that is not an id while the others keep real
 * ids: the cases where a non-id used to reach a uuid column past the access checks.
 */
export function idSweep(op: Operation, idsFor: (name: string) => string[]): GraphqlCase[] {
  const idArgs = op.field.args.filter((a) => getNamedType(a.type).name === 'ID');
  if (idArgs.length === 0) return [];
  const [valid] = fc.sample(fc.record(Object.fromEntries(op.field.args.map((a) => [a.name, valueOf(a.type, `${op.field.name}.${a.name}`, (n) => idsFor(n).slice(0, 1))]))), {
    seed: 1,
    numRuns: 1,
  });
  const document = documentOf(op);
  return idArgs.flatMap((arg) =>
    ['x', '00000000-0000-4000-8000-00000000000g'].map((notAnId): GraphqlCase => ({
      kind: 'one id argument that is not an id',
      body: { query: document, variables: { ...valid, [arg.name]: isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type) ? [notAnId] : notAnId } },
    })),
  );
}

/** Prints a value as a GraphQL literal (strings keep JSON escapes, which GraphQL accepts). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  return `{ ${Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${literal(v)}`)
    .join(', ')} }`;
}

/** Requests for one operation: typed variables, literals in the document, and variables of the wrong shape. */
export function arbOperationCase(op: Operation, idsFor: (name: string) => string[]): fc.Arbitrary<GraphqlCase> {
  const document = documentOf(op);
  return fc.oneof(
    { weight: 6, arbitrary: arbVariables(op, idsFor).map(({ kind, variables }): GraphqlCase => ({ kind, body: { query: document, variables, operationName: 'Fuzz' } })) },
    {
      weight: 2,
      arbitrary: arbVariables(op, idsFor).map(({ kind, variables }): GraphqlCase => {
        const passed = op.field.args
          .filter((a) => a.name in variables)
          .map((a) => `${a.name}: ${literal(variables[a.name])}`)
          .join(', ');
        return {
          kind: `literals in the document (${kind})`,
          body: { query: `${op.kind} { ${op.field.name}${passed ? `(${passed})` : ''} ${selectionOf(getNamedType(op.field.type))} }` },
        };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom<unknown>('variables', [], 42, null, JSON.parse('{"__proto__": {"isAdmin": true}}'))
        .map((variables): GraphqlCase => ({ kind: 'variables of the wrong shape', body: { query: document, variables } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('Other', '', 42)
        .map((operationName): GraphqlCase => ({ kind: 'operationName that names no operation', body: { query: document, variables: {}, operationName } })),
    },
  );
}

/** Requests that are wrong as GraphQL requests at all: syntax, shape, method, content type, size. */
export function arbDocumentCase(someOperation: Operation): fc.Arbitrary<GraphqlCase> {
  const document = documentOf(someOperation);
  return fc.oneof(
    fc.constantFrom<GraphqlCase>(
      { kind: 'broken document', body: { query: '{ me { id ' } },
      { kind: 'broken document', body: { query: 'mutation { ' } },
      { kind: 'broken document', body: { query: '}}}{{{' } },
      { kind: 'unknown field', body: { query: '{ secrets { password } }' } },
      { kind: 'unknown argument', body: { query: '{ me(id: "x") { id } }' } },
      { kind: 'empty document', body: { query: '' } },
      { kind: 'no query', body: { variables: {} } },
      { kind: 'query of the wrong type', body: { query: 42 } },
      { kind: 'query of the wrong type', body: { query: ['{ me { id } }'] } },
      { kind: 'batched requests', body: [{ query: '{ me { id } }' }, { query: '{ companies { id } }' }] },
      { kind: 'JSON scalar body', body: 'query' },
      { kind: 'null body', body: null },
      { kind: 'introspection', body: { query: '{ __schema { types { name fields { name } } } }' } },
      { kind: 'subscription', body: { query: 'subscription { me { id } }' } },
      { kind: 'two operations, none named', body: { query: '{ me { id } } { companies { id } }' } },
      { kind: 'alias flood', body: { query: `{ ${Array.from({ length: 300 }, (_, i) => `a${i}: me { id }`).join(' ')} }` } },
      { kind: 'deep nesting', body: { query: `{ ${'me { '.repeat(200)}id${' }'.repeat(200)} }` } },
      { kind: 'directive flood', body: { query: `{ me ${'@include(if: true) '.repeat(300)} { id } }` } },
      { kind: 'fragment cycle', body: { query: '{ me { ...A } } fragment A on User { ...B } fragment B on User { ...A }' } },
      { kind: 'huge document', body: { query: `{ me { id } } # ${'x'.repeat(200_000)}` } },
      { kind: 'huge document', body: { query: `{ me { id } } # ${'x'.repeat(6_000_000)}` } },
      { kind: 'NUL in the document', body: { query: '{ me { id } }\u0000' } },
      { kind: 'lone surrogate in the document', body: { query: `query { company(id: "\ud800") { id } }` } },
      { kind: 'deep variables', body: { query: document, variables: { deep: deeplyNested(1_000) } } },
    ),
    fc.constantFrom<GraphqlCase>(
      { kind: 'broken JSON', body: undefined, rawText: '{"query": "{ me { id } }"', contentType: 'application/json' },
      { kind: 'broken JSON', body: undefined, rawText: "{'query': '{ me { id } }'}", contentType: 'application/json' },
      { kind: 'empty body', body: undefined, rawText: '', contentType: 'application/json' },
      { kind: 'wrong content type', body: undefined, rawText: JSON.stringify({ query: '{ me { id } }' }), contentType: 'text/plain' },
      { kind: 'wrong content type', body: undefined, rawText: 'query=%7B%20me%20%7B%20id%20%7D%20%7D', contentType: 'application/x-www-form-urlencoded' },
      { kind: 'wrong content type', body: undefined, rawText: '{ me { id } }', contentType: 'application/graphql' },
      {
        kind: 'wrong content type',
        body: undefined,
        rawText: '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ me { id } }"}\r\n--x--',
        contentType: 'multipart/form-data; boundary=x',
      },
      { kind: 'GET query', body: undefined, method: 'GET', query: `?query=${encodeURIComponent('{ me { id } }')}` },
      { kind: 'GET mutation', body: undefined, method: 'GET', query: `?query=${encodeURIComponent('mutation { createCompany(name: "Via GET", country: "TURKEY") { id } }')}` },
      { kind: 'GET with broken variables', body: undefined, method: 'GET', query: `?query=${encodeURIComponent(document)}&variables=%7B` },
      { kind: 'GET with NUL', body: undefined, method: 'GET', query: '?query=%7B%20me%20%7B%20id%20%7D%20%7D%00' },
      { kind: 'GET with undecodable text', body: undefined, method: 'GET', query: '?query=%ED%A0%80&variables=%ZZ' },
      { kind: 'GET without query', body: undefined, method: 'GET', query: '' },
      { kind: 'OPTIONS', body: undefined, method: 'OPTIONS', query: '' },
    ),
  );
}
