import { useEffect, useRef } from 'react';
import { basicSetup } from 'codemirror';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, hoverTooltip } from '@codemirror/view';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import { handleRefresh, jsonCompletion, jsonSchemaHover, jsonSchemaLinter, stateExtensions } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import manifestSchema from '../../../../schemas/brand-manifest.schema.json';
import contentSchema from '../../../../schemas/content.schema.json';
import { layerSchema } from './layer-schema';

/*
 * CodeMirror 6 with the JSON language and codemirror-json-schema (completion, hover, lint). This module is the only
 * one that imports CodeMirror: RawJsonPanel loads it with React.lazy, so it is a chunk of its own, loaded on demand.
 * Messages are rendered as text (the library's markdown-to-innerHTML rendering of lint messages and hovers is
 * replaced), and nothing here needs eval or new Function (the studio's CSP has no 'unsafe-eval').
 */

export interface RawJsonEditorProps {
  /** Names the document: a new key starts a new document (another file). */
  docKey: string;
  kind: 'manifest' | 'copy';
  value: string;
  onChange: (text: string) => void;
  readOnly: boolean;
  label: string;
  describedBy?: string;
  /** A range to select and scroll to; a new `serial` selects it again. */
  selection: { start: number; end: number; serial: number } | null;
}

const schemas: Record<RawJsonEditorProps['kind'], JSONSchema7> = {
  manifest: layerSchema(manifestSchema as Record<string, unknown>) as JSONSchema7,
  copy: contentSchema as JSONSchema7,
};

const text = (tag: string, content: string, className?: string): HTMLElement => {
  const node = document.createElement(tag);
  node.textContent = content;
  if (className) node.className = className;
  return node;
};

const schemaLint = jsonSchemaLinter();
/** Marks a change that comes from the props (the draft changed elsewhere): not reported back as typed. */
const fromProps = Annotation.define<boolean>();

function schemaExtensions(kind: RawJsonEditorProps['kind']): Extension[] {
  return [
    json(),
    linter(jsonParseLinter()),
    // The library's diagnostics, rendered by CodeMirror as text (without its markdown-to-innerHTML renderMessage).
    linter((view) => schemaLint(view).map(({ renderMessage: _html, ...diagnostic }) => diagnostic), { needsRefresh: handleRefresh }),
    jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
    hoverTooltip(
      jsonSchemaHover({
        formatHover: ({ message, typeInfo }) => {
          const box = text('div', '', 'content-cm-hover');
          box.append(text('p', message), text('p', typeInfo));
          return box;
        },
      }),
    ),
    stateExtensions(schemas[kind]),
  ];
}

const theme = EditorView.theme({
  // No inner scrolling region (its scroller is not focusable): the editor grows with its text, long lines wrap.
  '&': { border: '1px solid var(--studio-line)', borderRadius: '4px', fontSize: '0.85rem' },
  '&.cm-focused': { outline: '3px solid var(--studio-accent)', outlineOffset: '2px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' },
});

export default function RawJsonEditor({ docKey, kind, value, onChange, readOnly, label, describedBy, selection }: RawJsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const editable = useRef(new Compartment());
  const attributes = useRef(new Compartment());

  const stateFor = (doc: string) =>
    EditorState.create({
      doc,
      extensions: [
        basicSetup,
        lintGutter(),
        theme,
        EditorView.lineWrapping,
        schemaExtensions(kind),
        editable.current.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
        attributes.current.of(EditorView.contentAttributes.of({ 'aria-label': label, ...(describedBy ? { 'aria-describedby': describedBy } : {}) })),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromProps))) changed.current(update.state.doc.toString());
        }),
      ],
    });

  // One view for the component's life; a new file is a new state (its own undo history).
  useEffect(() => {
    const created = new EditorView({ parent: host.current!, state: stateFor(value) });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once; the effects below follow the props
  }, []);

  useEffect(() => {
    if (view.current && view.current.state.doc.toString() !== value) view.current.setState(stateFor(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new document only for another file
  }, [docKey, kind]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const doc = current.state.doc.toString();
    if (doc !== value) current.dispatch({ changes: { from: 0, to: doc.length, insert: value }, annotations: fromProps.of(true) });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: [
        editable.current.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
        attributes.current.reconfigure(EditorView.contentAttributes.of({ 'aria-label': label, ...(describedBy ? { 'aria-describedby': describedBy } : {}) })),
      ],
    });
  }, [readOnly, label, describedBy]);

  useEffect(() => {
    const current = view.current;
    if (!current || !selection) return;
    const end = Math.min(selection.end, current.state.doc.length);
    current.dispatch({ selection: { anchor: Math.min(selection.start, end), head: end }, scrollIntoView: true });
    current.focus();
  }, [selection]);

  return <div ref={host} className="content-cm" />;
}
