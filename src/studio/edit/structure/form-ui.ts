import { patterns } from '@schemas/generic/patterns';
import type { JsonObject } from '../../../manifest/edit/content-types';
import { isObject } from './structure-model';

/** The rjsf widget name of a copy-key string (CopyKeyWidget: the key and its English text beside it). */
export const COPY_KEY_WIDGET = 'copyKey';

const isCopyKey = (schema: unknown) => isObject(schema) && schema.type === 'string' && schema.pattern === patterns.copyKey;
const isChoiceSet = (schema: JsonObject) => schema.type === 'array' && schema.uniqueItems === true && isObject(schema.items) && Array.isArray(schema.items.enum);

/**
 * A form's uiSchema, read from its schema (a new prop needs no other change): every copy-key string (a property, a
 * list's items, nested objects) gets the copy-key widget (its English text beside it), and every set of choices
 * (a list of unique values of an enumeration) checkboxes instead of a multiple-selection box.
 */
export function formUiSchema(schema: unknown): JsonObject {
  if (!isObject(schema)) return {};
  if (isCopyKey(schema)) return { 'ui:widget': COPY_KEY_WIDGET };
  if (isChoiceSet(schema)) return { 'ui:widget': 'checkboxes' };
  const ui: JsonObject = {};
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      const inner = formUiSchema(property);
      if (Object.keys(inner).length > 0) ui[name] = inner;
    }
  }
  if (schema.type === 'array' && isObject(schema.items)) {
    const inner = formUiSchema(schema.items);
    if (Object.keys(inner).length > 0) ui.items = inner;
  }
  return ui;
}
