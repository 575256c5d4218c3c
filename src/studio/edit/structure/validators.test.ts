import { describe, expect, it } from 'vitest';
import { widgetDeclarations } from '../../../app/generated/widgets';
import { formUiSchema } from './form-ui';
import { ALERT_FORM, DEPARTMENT_FORM, formSchemas, widgetFormName } from './form-schemas';
import { formSchema, formValidator } from './validators';

describe('precompiled rjsf validators (npm run generate)', () => {
  it('has a validator for every form, and every widget example passes its own', () => {
    for (const name of Object.keys(formSchemas())) expect(formValidator(name), name).toBeDefined();
    for (const declaration of widgetDeclarations) {
      const name = widgetFormName(declaration.name);
      const { errors } = formValidator(name)!.validateFormData(declaration.example, formSchema(name)!);
      expect(errors, declaration.name).toEqual([]);
    }
  });

  it('reports what is wrong, as the schema says it', () => {
    const name = widgetFormName('tools');
    const { errors } = formValidator(name)!.validateFormData({ programIds: [], shortcuts: ['nope'] }, formSchema(name)!);
    expect(errors.map((e) => e.property).sort()).toEqual(['.programIds', '.shortcuts.0']);
    const department = formValidator(DEPARTMENT_FORM)!.validateFormData({ label: 'contact.x', phone: '1', hours: 'contact.hours.weekdays' }, formSchema(DEPARTMENT_FORM)!);
    expect(department.errors.map((e) => e.property)).toEqual(['.phone']);
  });

  it("keeps the alert's and the department's id and rule out of their forms (the list and the rule builder edit them)", () => {
    expect(Object.keys(formSchema(ALERT_FORM)!.properties!)).not.toContain('rule');
    expect(Object.keys(formSchema(ALERT_FORM)!.properties!)).not.toContain('id');
    expect(formSchema(DEPARTMENT_FORM)!.required).not.toContain('id');
  });

  it('marks every copy-key string for the copy-key widget and every set of choices for checkboxes', () => {
    expect(formUiSchema(formSchema(ALERT_FORM))).toEqual({
      title: { 'ui:widget': 'copyKey' },
      content: { 'ui:widget': 'copyKey' },
      links: { items: { label: { 'ui:widget': 'copyKey' } } },
      buttons: { items: { label: { 'ui:widget': 'copyKey' } } },
    });
    expect(formUiSchema(formSchema(widgetFormName('recentClaims')))).toEqual({});
    expect(formUiSchema(formSchema(widgetFormName('tools')))).toEqual({ shortcuts: { 'ui:widget': 'checkboxes' } });
  });
});
