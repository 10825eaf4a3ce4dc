import type { JsonSchema } from '@ristorante/contracts/api-description';
import { escapeHtml, inlineText } from './render-text.js';

const componentPrefix = '#/components/schemas/';

/** The anchor of a named schema on the page (the names are letters and digits). */
export const schemaAnchor = (name: string) => `schema-${name}`;

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

const literal = (value: unknown) => `<code>${escapeHtml(JSON.stringify(value))}</code>`;

/** A schema in one line: `string (uuid)`, `array of MenuItem`, `'de' | 'en'`, `integer or null`. */
export function typeOf(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.slice(componentPrefix.length);
    return `<a href="#${schemaAnchor(name)}">${escapeHtml(name)}</a>`;
  }
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return alternatives.map(typeOf).join(' or ');
  if ('const' in schema) return literal(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.map((type) => typeOf({ ...schema, type })).join(' or ');
  switch (schema.type) {
    case 'array':
      return `array of ${isObject(schema.items) ? typeOf(schema.items) : 'anything'}`;
    case 'object':
      if (!schema.properties && isObject(schema.additionalProperties))
        return `map of string to ${typeOf(schema.additionalProperties)}`;
      return 'object';
    case undefined:
      return 'anything';
    default:
      return typeof schema.format === 'string' ? `${String(schema.type)} (${escapeHtml(schema.format)})` : String(schema.type);
  }
}

/** What else a schema says of its values: bounds, pattern, default, description. */
export function notesOf(schema: JsonSchema): string {
  // `string or null`: the string's bounds are the field's.
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const own = typeof schema.description === 'string' ? [inlineText(schema.description)] : [];
    return [...alternatives.map(notesOf), ...own].filter(Boolean).join('; ');
  }
  const number = (name: string) => (typeof schema[name] === 'number' ? (schema[name] as number) : undefined);
  const range = (min: number | undefined, max: number | undefined, unit: string) =>
    min !== undefined && max !== undefined
      ? `${min}–${max}${unit}`
      : min !== undefined
        ? `at least ${min}${unit}`
        : max !== undefined
          ? `at most ${max}${unit}`
          : undefined;
  const notes = [
    range(number('minLength'), number('maxLength'), ' characters'),
    range(number('minimum'), number('maximum'), ''),
    range(number('minItems'), number('maxItems'), ' items'),
    number('multipleOf') !== undefined ? `a multiple of ${number('multipleOf')}` : undefined,
    typeof schema.pattern === 'string' ? `pattern <code>${escapeHtml(schema.pattern)}</code>` : undefined,
    'default' in schema ? `default ${literal(schema.default)}` : undefined,
    typeof schema.description === 'string' ? inlineText(schema.description) : undefined,
  ];
  return notes.filter(Boolean).join('; ');
}

/** The object schema a field table shows: an inline object, or an array's inline object items. */
function inlineObjectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.type === 'object' && isObject(schema.properties)) return schema;
  if (schema.type === 'array' && isObject(schema.items)) return inlineObjectOf(schema.items);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  const objects = alternatives?.map(inlineObjectOf).filter((found) => found !== undefined) ?? [];
  return objects.length === 1 ? objects[0] : undefined;
}

/** An object's fields, one row each; a field that is an object of its own gets its table inside the row. */
export function fieldTable(schema: JsonSchema): string {
  const properties = schema.properties as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(([name, field]) => {
    const nested = inlineObjectOf(field);
    return `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <span class="required">required</span>' : ''}</td><td>${typeOf(field)}</td><td>${notesOf(field)}${nested ? fieldTable(nested) : ''}</td></tr>`;
  });
  return `<table class="fields"><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * A schema where a body or an answer has one: its type, and its fields when it is an object written inline, or
 * a named one `named` finds (a body's fields are worth reading where the body is).
 */
export function schemaBlock(schema: JsonSchema | undefined, named?: (ref: string) => JsonSchema | undefined): string {
  if (!schema) return '';
  const target = typeof schema.$ref === 'string' && named ? named(schema.$ref) : undefined;
  const nested = inlineObjectOf(target ?? schema);
  return `<p class="type">${typeOf(schema)}</p>${nested ? fieldTable(nested) : ''}`;
}

/**
 * A named schema in full: its fields; for a choice of shapes (a discriminated union), each shape's fields in turn;
 * for anything else, its type and its items' fields.
 */
export function namedSchemaBlock(schema: JsonSchema): string {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const shapes = alternatives.map((alternative) => schemaBlock(alternative));
    return `<p class="type">One of ${alternatives.length} shapes:</p><ol class="shapes">${shapes.map((shape) => `<li>${shape}</li>`).join('')}</ol>`;
  }
  if (schema.type === 'object' && isObject(schema.properties)) return fieldTable(schema);
  return schemaBlock(schema);
}
