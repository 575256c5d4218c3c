import { contactSchema } from '@schemas/brand-manifest.schema';
import type { PanelProps } from '../panel-types';
import { copy, nouns } from './copy';
import { DEPARTMENT_FORM } from './form-schemas';
import { ElementTitle } from './ItemParts';
import { ObjectList } from './ObjectList';
import { PanelFrame, useCopyText } from './PanelFrame';
import { elementForm } from './PropsForm';

const departments = contactSchema.properties.departments;

/** The contact departments: label, phone, hours and seasons (a form from the department's schema); reordered, added, removed. */
export function ContactDepartmentsPanel(panel: PanelProps) {
  const lookup = useCopyText(panel);
  return (
    <PanelFrame heading={copy.contact.heading} intro={copy.contact.intro}>
      <ObjectList
        panel={panel}
        path={['contact', 'departments']}
        noun={nouns.department}
        label={copy.contact.listLabel}
        withRule={'rule' in departments.items.properties}
        minItems={departments.minItems}
        title={(item, id) => <ElementTitle id={id} what={lookup(String(item.label)) ?? String(item.label ?? '')} />}
        details={(item) => [typeof item.phone === 'string' ? item.phone : '']}
        editor={elementForm(DEPARTMENT_FORM, nouns.department, lookup, panel.readOnly)}
        add={{
          heading: copy.contact.addButton,
          button: copy.contact.addButton,
          idLabel: copy.contact.addId,
          proposed: 'department',
          create: (id) => ({ id, label: '', phone: '', hours: '' }),
        }}
      />
    </PanelFrame>
  );
}
