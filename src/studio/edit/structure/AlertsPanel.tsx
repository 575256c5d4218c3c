import { alertTypes } from '@schemas/alert-types';
import { alertSchema } from '@schemas/brand-manifest.schema';
import { useCallback, useId } from 'react';
import type { PanelProps } from '../panel-types';
import { copy, nouns } from './copy';
import { ALERT_FORM } from './form-schemas';
import { ObjectList } from './ObjectList';
import { PropsForm } from './PropsForm';
import { copyText, formPart, withFormPart } from './structure-model';
import './structure.css';

/** The global alerts: each with its fields (a form from the alert's schema) and its rule; reordered, added, removed. */
export function AlertsPanel(panel: PanelProps) {
  const { content, basis, readOnly } = panel;
  const headingId = useId();
  const lookup = useCallback((key: string) => copyText(key, content.copy, basis.defaults), [content.copy, basis.defaults]);
  return (
    <section className="structure-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.alerts.heading}</h2>
      <p className="structure-muted">{copy.alerts.intro}</p>
      <ObjectList
        panel={panel}
        path={['alerts']}
        noun={nouns.alert}
        label={copy.alerts.listLabel}
        withRule={'rule' in alertSchema.properties}
        title={(item, id) => (
          <>
            <strong>{id}</strong> <span className="structure-muted">· {String(item.type ?? '')} · {lookup(String(item.title)) ?? String(item.title ?? '')}</span>
          </>
        )}
        editor={(item, id, update) => (
          <PropsForm
            formName={ALERT_FORM}
            formData={formPart(item)}
            onChange={(data) => update(withFormPart(item, data))}
            readOnly={readOnly}
            label={`${nouns.alert.capital} ${id}`}
            copyText={lookup}
            idPrefix={`alert-${id}`}
          />
        )}
        add={{
          heading: copy.alerts.addButton,
          button: copy.alerts.addButton,
          idLabel: copy.alerts.addId,
          proposed: 'alert',
          create: (id) => ({ id, type: alertTypes[0], title: '', canDismiss: false }),
        }}
      />
    </section>
  );
}
