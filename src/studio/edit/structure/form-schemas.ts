import type { RJSFSchema } from '@rjsf/utils';
import { alertSchema, contactSchema } from '@schemas/brand-manifest.schema';
import { widgetDeclarations } from '../../../app/generated/widgets';

/*
 * The schemas of the structure editor's generated forms (rjsf), by form name: each widget's props schema
 * (`widget:<name>`), a contact department and an alert (without the `id`, shown in the list, and the `rule`, which
 * has its own builder). `npm run generate` (scripts/generate/rjsf-validators.ts) precompiles a validator for each
 * from this same module, and the form hands rjsf the same object: the precompiled validator checks they are equal.
 */

/** A form's JSON schema, as rjsf takes it. */
export type FormSchema = RJSFSchema;

/** The schema without some of its top-level properties (and without them in `required`). */
export function withoutProperties(schema: FormSchema, drop: readonly string[]): FormSchema {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => !drop.includes(name)));
  const required = (schema.required ?? []).filter((name) => !drop.includes(name));
  return { ...schema, properties, ...(schema.required ? { required } : {}) };
}

export const widgetFormName = (widget: string) => `widget:${widget}`;
export const DEPARTMENT_FORM = 'contactDepartment';
export const ALERT_FORM = 'alert';

/** Every form's schema, by form name (JSON: a deep copy, so a form can never change a declaration). */
export function formSchemas(): Record<string, FormSchema> {
  const forms: Record<string, FormSchema> = {};
  for (const declaration of widgetDeclarations) forms[widgetFormName(declaration.name)] = declaration.props as unknown as FormSchema;
  forms[DEPARTMENT_FORM] = withoutProperties(contactSchema.properties.departments.items as unknown as FormSchema, ['id']);
  forms[ALERT_FORM] = withoutProperties(alertSchema as unknown as FormSchema, ['id', 'rule']);
  return JSON.parse(JSON.stringify(forms)) as Record<string, FormSchema>;
}
