/** One row of a widget's props table: a property's path, its type in words, whether required, its description. */
export interface PropRow {
  path: string;
  type: string;
  required: boolean;
  description: string;
}

type Schema = {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: readonly string[];
  description?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: readonly Schema[];
  oneOf?: readonly Schema[];
};

function typeWords(schema: Schema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeWords).join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  if (type === 'array' && schema.items) return `list of ${typeWords(schema.items)}`;
  const bounds = [schema.minimum !== undefined ? `≥ ${schema.minimum}` : '', schema.maximum !== undefined ? `≤ ${schema.maximum}` : ''].filter(Boolean).join(', ');
  return bounds ? `${type} (${bounds})` : type;
}

/**
 * A props schema as rows a person reads: every property, nested objects (and objects in lists, `path[]`) flattened
 * with dotted paths. Pure; generated from the widget's declaration, so a new prop appears without other change.
 */
export function propsTable(schema: Schema, prefix = ''): PropRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const row: PropRow = { path, type: typeWords(property), required: required.has(name), description: property.description ?? '' };
    const nested = property.properties ? propsTable(property, `${path}.`) : property.items?.properties ? propsTable(property.items, `${path}[].`) : [];
    return [row, ...nested];
  });
}
