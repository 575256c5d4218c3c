import { useCallback, useId, useState } from 'react';
import { composedRoutes } from '../../../app/composed-routes';
import { widgetDeclarations } from '../../../app/widget-declarations';
import type { JsonObject } from '../../../manifest/edit/content-types';
import type { PanelProps } from '../panel-types';
import { copy, nouns } from './copy';
import { widgetFormName } from './form-schemas';
import { ObjectList } from './ObjectList';
import { PropsForm } from './PropsForm';
import { copyText, isObject, kebabId, pageIdsOf, setAt, summarizeProps } from './structure-model';
import './structure.css';

/** The route a page is shown at (`/home`, `/account/settings`), or null when no route shows it. */
export function routeOfPage(page: string): string | null {
  if (page === 'home') return '/home';
  const route = composedRoutes.find((r) => r.page === page);
  return route ? `/${route.path}` : null;
}

const declarationOf = (widget: unknown) => widgetDeclarations.find((d) => d.name === widget);

/**
 * Pages and their sections (the home page's are tiles): pick a page, reorder (drag, keyboard, Move up/down), add a
 * section from the widget declarations, remove one, edit its props (a form from the widget's props schema) and rule.
 */
export function PagesPanel(panel: PanelProps) {
  const { resolved, content, basis, readOnly } = panel;
  const pages = pageIdsOf(resolved);
  const [chosen, setChosen] = useState<string | null>(null);
  const page = chosen !== null && pages.includes(chosen) ? chosen : (pages[0] ?? null);
  const [widget, setWidget] = useState<string>(widgetDeclarations[0].name);
  const pickerId = useId();
  const addWidgetId = useId();
  const lookup = useCallback((key: string) => copyText(key, content.copy, basis.defaults), [content.copy, basis.defaults]);

  const heading = <h2 id={`${pickerId}-heading`}>{copy.pages.heading}</h2>;
  if (page === null) {
    return (
      <section className="structure-panel" aria-labelledby={`${pickerId}-heading`}>
        {heading}
        <p>{copy.pages.noPages}</p>
      </section>
    );
  }
  const nounKey = page === 'home' ? 'tile' : 'section';
  const noun = nouns[nounKey];

  return (
    <section className="structure-panel" aria-labelledby={`${pickerId}-heading`}>
      {heading}
      <p className="structure-muted">{copy.pages.intro}</p>
      <div className="structure-field">
        <label htmlFor={pickerId}>{copy.pages.page}</label>
        <select id={pickerId} value={page} onChange={(e) => setChosen(e.target.value)}>
          {pages.map((p) => (
            <option key={p} value={p}>
              {copy.pages.pageOption(p, routeOfPage(p))}
            </option>
          ))}
        </select>
      </div>
      <h3>{copy.pages.listHeading(nounKey, page)}</h3>
      <ObjectList
        key={page}
        panel={panel}
        path={['pages', page, 'sections']}
        noun={noun}
        label={copy.pages.listLabel(nounKey, page)}
        withRule
        title={(section, id) => (
          <>
            <strong>{id}</strong>{' '}
            <span className="structure-muted">· {declarationOf(section.widget)?.name ?? copy.pages.unknownWidget(String(section.widget))}</span>
          </>
        )}
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
          controls: (
            <div className="structure-field">
              <label htmlFor={addWidgetId}>{copy.pages.addWidget}</label>
              <select id={addWidgetId} value={widget} disabled={readOnly} onChange={(e) => setWidget(e.target.value)}>
                {widgetDeclarations.map((d) => (
                  <option key={d.name} value={d.name}>
                    {d.name}
                  </option>
                ))}
              </select>
            </div>
          ),
        }}
      />
    </section>
  );
}
