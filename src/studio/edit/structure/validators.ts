import type { ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import validateFns from './generated/rjsf-validators';
import { formSchemas, type FormSchema } from './form-schemas';

/*
 * rjsf validators that compile nothing in the browser (the studio's CSP has no 'unsafe-eval'): `npm run generate`
 * precompiled a function for every form's schema (scripts/generate/rjsf-validators.ts); each form gets one validator
 * over its own schema, made once. Only `createPrecompiledValidator` is imported, so ajv's compiler stays out.
 */

let schemas: Record<string, FormSchema> | null = null;
const validators = new Map<string, ValidatorType>();

/** The schema of a form (the very object its validator was made for: rjsf checks the two are equal). */
export function formSchema(name: string): FormSchema | undefined {
  schemas ??= formSchemas();
  return schemas[name];
}

/** The precompiled validator of a form; undefined when the form has no schema. */
export function formValidator(name: string): ValidatorType | undefined {
  const schema = formSchema(name);
  if (!schema) return undefined;
  let validator = validators.get(name);
  if (!validator) {
    validator = createPrecompiledValidator(validateFns, schema as never) as ValidatorType;
    validators.set(name, validator);
  }
  return validator;
}
