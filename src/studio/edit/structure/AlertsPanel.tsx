import { alertTypes } from '@schemas/alert-types';
import { alertSchema } from '@schemas/brand-manifest.schema';
import type { PanelProps } from '../panel-types';
import { copy, nouns } from './copy';
import { ALERT_FORM } from './form-schemas';
import { ElementTitle } from './ItemParts';
import { ObjectList } from './ObjectList';
import { PanelFrame, useCopyText } from './PanelFrame';
import { elementForm } from './PropsForm';

/** The global alerts: each with its fields (a form from the alert's schema) and its rule; reordered, added, removed. */
export function AlertsPanel(panel: PanelProps) {
  const lookup = useCopyText(panel);
  return (
    <PanelFrame heading={copy.alerts.heading} intro={copy.alerts.intro}>
      <ObjectList
        panel={panel}
        path={['alerts']}
        noun={nouns.alert}
        label={copy.alerts.listLabel}
        withRule={'rule' in alertSchema.properties}
        title={(item, id) => <ElementTitle id={id} what={`${String(item.type ?? '')} · ${lookup(String(item.title)) ?? String(item.title ?? '')}`} />}
        editor={elementForm(ALERT_FORM, nouns.alert, lookup, panel.readOnly)}
        add={{
          heading: copy.alerts.addButton,
          button: copy.alerts.addButton,
          idLabel: copy.alerts.addId,
          proposed: 'alert',
          create: (id) => ({ id, type: alertTypes[0], title: '', canDismiss: false }),
        }}
      />
    </PanelFrame>
  );
}
