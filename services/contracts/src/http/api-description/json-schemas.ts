import { z } from 'zod';
import { guestEmail } from '../../booking/booking-fields.js';
import { reservationDate } from '../../booking/reservation.js';
import { priceInCents } from '../../catalog/catalog-fields.js';
import type { JsonSchema } from './openapi-document.js';

export type SchemaSide = 'input' | 'output';

const componentRef = (name: string) => `#/components/schemas/${name}`;

/** Formats that say what the long patterns zod adds for them say, readably: the pattern is left out. */
const formatsWithoutPattern = new Set(['uuid', 'date-time', 'email']);

/**
 * What a JSON schema cannot tell from the zod schema alone, where a refinement or a transform says it: a price is
 * read from a number or a text, whichever staff typed (docs/decisions.md 29); a reservation's date is a calendar
 * date; a guest's e-mail is checked as one after trimming (a pipe, whose input side zod writes as a plain string).
 */
const replacements = new Map<z.ZodType, JsonSchema>([
  [
    priceInCents,
    {
      type: ['number', 'string'],
      description: 'Euros with at most two decimals, as a number (12.5) or a text (`12,50`); stored as whole cents.',
    },
  ],
  [reservationDate, { type: 'string', format: 'date', description: 'A calendar date, `YYYY-MM-DD`.' }],
  [guestEmail, { type: 'string', format: 'email', maxLength: 254 }],
]);

/** Tidies what zod writes: no bounds that only say 'a safe integer', no patterns a format already says. */
function tidy({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const replacement = replacements.get(zodSchema as z.ZodType);
  if (replacement) {
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    Object.assign(jsonSchema, replacement);
    return;
  }
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (typeof jsonSchema.format === 'string' && formatsWithoutPattern.has(jsonSchema.format)) delete jsonSchema.pattern;
}

/** Every `$ref` in a schema, however deep. */
export function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

/**
 * Zod schemas to JSON schemas for one document. `use` hands out a placeholder at once and `finish` fills every
 * placeholder in: each side (input, output) is converted in one pass over a registry that holds the named schemas
 * and every other schema used, so a named one is a `$ref` wherever it appears, and the others are written inline
 * (zod's default for a schema without a name, however often it appears).
 */
export function createSchemaSet(named: Record<SchemaSide, Record<string, z.ZodType>>) {
  const names = Object.values(named).flatMap((side) => Object.keys(side));
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) throw new Error(`Schema names used twice: ${repeated.join(', ')}`);

  const nameOf = (side: SchemaSide) => new Map(Object.entries(named[side]).map(([name, schema]) => [schema, name]));
  const sides = {
    input: { names: nameOf('input'), used: new Map<z.ZodType, JsonSchema[]>() },
    output: { names: nameOf('output'), used: new Map<z.ZodType, JsonSchema[]>() },
  };

  return {
    /** The JSON schema of `schema` on one side: a placeholder until `finish`. */
    use(schema: z.ZodType, side: SchemaSide): JsonSchema {
      const name = sides[side].names.get(schema);
      if (name) return { $ref: componentRef(name) };
      const placeholder: JsonSchema = {};
      const uses = sides[side].used.get(schema) ?? [];
      uses.push(placeholder);
      sides[side].used.set(schema, uses);
      return placeholder;
    },

    /** Fills every placeholder in, and answers the named schemas, by name, for `components.schemas`. */
    finish(): Record<string, JsonSchema> {
      const components: Record<string, JsonSchema> = {};
      for (const side of ['output', 'input'] as const) {
        const registry = z.registry<{ id: string }>();
        for (const [name, schema] of Object.entries(named[side])) registry.add(schema, { id: name });
        // Each other schema goes in wrapped, as the one field of an object of its own: registered bare, it would be
        // a `$ref` wherever it also appears inside another (a date field of a query and of a body, say).
        const inline = [...sides[side].used.keys()].map((schema, index) => ({ schema, id: `inline-${side}-${index}` }));
        for (const { schema, id } of inline) registry.add(z.object({ schema }), { id });
        const { schemas } = z.toJSONSchema(registry, {
          io: side,
          uri: componentRef,
          unrepresentable: 'any',
          override: tidy,
        });
        const plain = (id: string): JsonSchema => {
          const { $schema: _dialect, $id: _id, ...rest } = schemas[id] as JsonSchema;
          return rest;
        };
        for (const name of Object.keys(named[side])) components[name] = plain(name);
        for (const { schema, id } of inline) {
          const converted = (schemas[id]!.properties as Record<string, JsonSchema>).schema!;
          for (const placeholder of sides[side].used.get(schema)!) Object.assign(placeholder, structuredClone(converted));
        }
      }
      return components;
    },
  };
}
