import { patterns } from '@schemas/generic/patterns';
import type { JsonObject } from '../../../manifest/edit/content-types';
import { isObject } from './structure-model';

/** The rjsf widget name of a copy-key string (CopyKeyWidget: the key and its English text beside it). */
export const COPY_KEY_WIDGET = 'copyKey';

const isCopyKey = (schema: unknown) => isObject(schema) && schema.type === 'string' && schema.pattern === patterns.copyKey;

/**
 * The uiSchema that marks every copy-key string of a form's schema (a property, a list's items, nested objects)
 * with the copy-key widget. Pure; read from the schema, so a new copy-key prop is marked without other change.
 */
export function copyKeyUiSchema(schema: unknown): JsonObject {
  if (!isObject(schema)) return {};
  if (isCopyKey(schema)) return { 'ui:widget': COPY_KEY_WIDGET };
  const ui: JsonObject = {};
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      const inner = copyKeyUiSchema(property);
      if (Object.keys(inner).length > 0) ui[name] = inner;
    }
  }
  if (schema.type === 'array' && isObject(schema.items)) {
    const inner = copyKeyUiSchema(schema.items);
    if (Object.keys(inner).length > 0) ui.items = inner;
  }
  return ui;
}
