import { useState } from 'react';
import { laterPageRoutes } from '../../../app/generated/later-routes';
import { firstPageRoutes } from '../../../app/generated/routes';
import { widgetDeclarations } from '../../../app/generated/widgets';
import type { JsonObject } from '../../../manifest/edit/content-types';
import type { PanelProps } from '../panel-types';
import { copy, nouns } from './copy';
import { SelectField } from './Fields';
import { widgetFormName } from './form-schemas';
import { ElementTitle } from './ItemParts';
import { ObjectList } from './ObjectList';
import { PanelFrame, useCopyText } from './PanelFrame';
import { PropsForm } from './PropsForm';
import { isObject, kebabId, pageIdsOf, setAt, summarizeProps } from './structure-model';

const pageRoutes = [...firstPageRoutes, ...laterPageRoutes];

/** The route a page is shown at (`/home`, `/account/settings`), or null when no route shows it. */
export function routeOfPage(page: string): string | null {
  if (page === 'home') return '/home';
  const route = pageRoutes.find((r) => r.page === page);
  return route ? `/${route.path}` : null;
}

const declarationOf = (widget: unknown) => widgetDeclarations.find((d) => d.name === widget);
/** The widgets an editor may add, by name (as the select lists them). */
const widgetNames = widgetDeclarations.map((d) => d.name).sort((a, b) => a.localeCompare(b));

/**
 * Pages and their sections (the home page's are tiles): pick a page, reorder (drag, keyboard, Move up/down), add a
 * section from the widget declarations, remove one, edit its props (a form from the widget's props schema) and rule.
 */
export function PagesPanel(panel: PanelProps) {
  const { resolved, readOnly } = panel;
  const pages = pageIdsOf(resolved);
  const [chosen, setChosen] = useState<string | null>(null);
  const page = chosen !== null && pages.includes(chosen) ? chosen : (pages[0] ?? null);
  const [widget, setWidget] = useState<string>(widgetNames[0] ?? '');
  const lookup = useCopyText(panel);

  if (page === null) {
    return (
      <PanelFrame heading={copy.pages.heading} intro={copy.pages.intro}>
        <p>{copy.pages.noPages}</p>
      </PanelFrame>
    );
  }
  const nounKey = page === 'home' ? 'tile' : 'section';
  const noun = nouns[nounKey];

  return (
    <PanelFrame heading={copy.pages.heading} intro={copy.pages.intro}>
      <SelectField label={copy.pages.page} value={page} options={pages} onChange={setChosen} optionLabel={(p) => copy.pages.pageOption(p, routeOfPage(p))} />
      <h3>{copy.pages.listHeading(nounKey, page)}</h3>
      <ObjectList
        key={page}
        panel={panel}
        path={['pages', page, 'sections']}
        noun={noun}
        label={copy.pages.listLabel(nounKey, page)}
        withRule
        title={(section, id) => <ElementTitle id={id} what={declarationOf(section.widget)?.name ?? copy.pages.unknownWidget(String(section.widget))} />}
        details={(section) => [summarizeProps(section.props) || copy.pages.noProps]}
        editor={(section, id, update) => {
          const declaration = declarationOf(section.widget);
          if (!declaration) return null;
          return (
            <>
              <h4>{copy.pages.propsHeading(id)}</h4>
              <PropsForm
                formName={widgetFormName(declaration.name)}
                formData={isObject(section.props) ? section.props : {}}
                onChange={(data) => update(setAt(section, ['props'], data))}
                readOnly={readOnly}
                label={copy.pages.propsHeading(id)}
                copyText={lookup}
                idPrefix={`props-${page}-${id}`}
              />
            </>
          );
        }}
        add={{
          heading: copy.pages.addHeading(nounKey),
          button: copy.pages.addButton(nounKey),
          idLabel: copy.pages.addId,
          proposed: kebabId(widget),
          // A new section starts with its widget's example props (valid: every example is tested) and no rule.
          create: (id) => ({ id, widget, props: JSON.parse(JSON.stringify(declarationOf(widget)?.example ?? {})) as JsonObject }),
          controls: <SelectField label={copy.pages.addWidget} value={widget} options={widgetNames} onChange={setWidget} readOnly={readOnly} />,
        }}
      />
    </PanelFrame>
  );
}
