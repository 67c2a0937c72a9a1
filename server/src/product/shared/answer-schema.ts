import { z } from 'zod';

type Json = Record<string, unknown>;

/** An empty registry: the shared schemas' ids and words are for the API document, not for writing an answer. */
const NO_METADATA = z.registry<Record<string, unknown>>();

const isObject = (value: unknown): value is Json => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const isNull = (schema: unknown) => isObject(schema) && schema.type === 'null' && Object.keys(schema).length === 1;

/**
 * A nullable value (`anyOf: [X, {type: 'null'}]`) as X with 'null' among its types, which fast-json-stringify writes
 * with a plain null check; it would otherwise try each branch of the anyOf with a validator on every value.
 */
function nullableAsType(schema: Json): Json | undefined {
  const variants = schema.anyOf;
  // A union with a branch that takes any value takes any value, written as JSON.stringify writes it.
  if (Array.isArray(variants) && Object.keys(schema).length === 1 && variants.some((variant) => isObject(variant) && Object.keys(variant).length === 0)) return {};
  if (!Array.isArray(variants) || variants.length !== 2 || Object.keys(schema).length !== 1) return undefined;
  const [value] = variants.filter((variant) => !isNull(variant)) as Json[];
  if (!value || variants.filter(isNull).length !== 1 || 'anyOf' in value || 'oneOf' in value) return undefined;
  if (typeof value.type === 'string') return { ...value, type: [value.type, 'null'] };
  if (Array.isArray(value.type)) return { ...value, type: value.type.includes('null') ? value.type : [...value.type, 'null'] };
  return undefined;
}

const describesObject = (schema: Json) => schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'));

/** Keywords whose value is a map of names to schemas, not a schema itself. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas']);
/** Keywords whose value is data (an answer's values), never a schema. */
const DATA = new Set(['const', 'enum', 'default', 'examples']);

function simplify(schema: unknown, closed: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((part) => simplify(part, closed));
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, inner] of Object.entries(schema)) {
    if (DATA.has(key)) out[key] = inner;
    else if (SCHEMA_MAPS.has(key) && isObject(inner)) out[key] = Object.fromEntries(Object.entries(inner).map(([name, part]) => [name, simplify(part, closed)]));
    else out[key] = simplify(inner, closed);
  }
  // A closed answer writes what its schema declares and nothing else (a zod object's undeclared keys are dropped, as
  // a screen parsing it drops them; a loose object or a record still writes all it holds). An open one writes its
  // undeclared properties too, as JSON.stringify writes them.
  if (describesObject(out) && (out.additionalProperties === false || out.additionalProperties === undefined)) out.additionalProperties = !closed;
  // A property the answer lacks is left out, as JSON.stringify leaves it out (fast-json-stringify would throw on a
  // required one), and a null is written as null whatever the declared type (it would write "" for a string, 0 for
  // a number): the schema says how a value is written, never what an answer must hold.
  delete out.required;
  if (typeof out.type === 'string' && out.type !== 'null') out.type = [out.type, 'null'];
  else if (Array.isArray(out.type) && !out.type.includes('null')) out.type = [...out.type, 'null'];
  return nullableAsType(out) ?? out;
}

/**
 * The JSON Schema an answer is written with: the output side of its zod schema (what the server sends, defaults
 * filled in), every part inline, every value nullable and every property optional. fast-json-stringify compiles it
 * (Fastify's `schema.response`): declared properties are written by code made for their type. `closed`: the schema
 * is the answer's contract, and a property its objects do not declare is not written; otherwise objects are open and
 * undeclared properties are written as JSON.stringify writes them.
 */
export function answerJsonSchema(schema: z.core.$ZodType, { closed = false }: { closed?: boolean } = {}): Json {
  const converted = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-07', metadata: NO_METADATA }) as Json;
  const { $schema: _schema, ...root } = converted;
  return simplify(root, closed) as Json;
}
