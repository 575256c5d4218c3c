import { contactSchema } from '@schemas/brand-manifest.schema';
import { useCallback, useId } from 'react';
import type { PanelProps } from '../panel-types';
import { copy, nouns } from './copy';
import { DEPARTMENT_FORM } from './form-schemas';
import { ObjectList } from './ObjectList';
import { PropsForm } from './PropsForm';
import { copyText, formPart, withFormPart } from './structure-model';
import './structure.css';

const departments = contactSchema.properties.departments;

/** The contact departments: label, phone, hours and seasons (a form from the department's schema); reordered, added, removed. */
export function ContactDepartmentsPanel(panel: PanelProps) {
  const { content, basis, readOnly } = panel;
  const headingId = useId();
  const lookup = useCallback((key: string) => copyText(key, content.copy, basis.defaults), [content.copy, basis.defaults]);
  return (
    <section className="structure-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.contact.heading}</h2>
      <p className="structure-muted">{copy.contact.intro}</p>
      <ObjectList
        panel={panel}
        path={['contact', 'departments']}
        noun={nouns.department}
        label={copy.contact.listLabel}
        withRule={'rule' in departments.items.properties}
        minItems={departments.minItems}
        title={(item, id) => (
          <>
            <strong>{id}</strong> <span className="structure-muted">· {lookup(String(item.label)) ?? String(item.label ?? '')}</span>
          </>
        )}
        details={(item) => [typeof item.phone === 'string' ? item.phone : '']}
        editor={(item, id, update) => (
          <PropsForm
            formName={DEPARTMENT_FORM}
            formData={formPart(item)}
            onChange={(data) => update(withFormPart(item, data))}
            readOnly={readOnly}
            label={`${nouns.department.capital} ${id}`}
            copyText={lookup}
            idPrefix={`department-${id}`}
          />
        )}
        add={{
          heading: copy.contact.addButton,
          button: copy.contact.addButton,
          idLabel: copy.contact.addId,
          proposed: 'department',
          create: (id) => ({ id, label: '', phone: '', hours: '' }),
        }}
      />
    </section>
  );
}
