import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { PanelProps } from '../panel-types';
import { contentCopy } from './copy';
import { copyRows, fileProblems, filterRows, isUntranslated, setOverride, translationCells, type CopyFlag, type CopyRow, type TranslationCell } from './copy-keys';
import './content.css';

const words = contentCopy.copy;
/** Rows rendered at a time: ~1,500 keys stay fast because only a page of them is in the DOM. */
export const COPY_PAGE = 50;

/** Every i18n key of the brand, its English default beside its override, and the Spanish ones; search, filters, flags. */
export function CopyPanel({ brand, resolved, content, basis, problems, readOnly, onContentChange }: PanelProps) {
  const [query, setQuery] = useState('');
  const [overriddenOnly, setOverriddenOnly] = useState(false);
  const [problemsOnly, setProblemsOnly] = useState(false);
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const [limit, setLimit] = useState(COPY_PAGE);
  const deferredQuery = useDeferredValue(query);
  const id = useId();

  const rows = useMemo(
    () => copyRows({ brand, defaults: basis.defaults, overrides: content.copy, resolved, problems }),
    [brand, basis.defaults, content.copy, resolved, problems],
  );
  const spanish = useMemo(() => translationCells(basis.translationDefaults?.es, content.translations?.es), [basis.translationDefaults, content.translations]);
  const untranslated = useMemo(() => new Set(rows.filter((row) => isUntranslated(row, spanish(row.key))).map((row) => row.key)), [rows, spanish]);
  const shown = useMemo(
    () => filterRows(rows, { query: deferredQuery, overriddenOnly, problemsOnly }).filter((row) => !untranslatedOnly || untranslated.has(row.key)),
    [rows, deferredQuery, overriddenOnly, problemsOnly, untranslatedOnly, untranslated],
  );
  const wholeFile = useMemo(() => fileProblems(brand, problems), [brand, problems]);
  const page = shown.slice(0, limit);
  /** A new search or filter starts again at the first page. */
  const narrowed = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setLimit(COPY_PAGE);
  };
  const edit = (key: string, text: string) => onContentChange({ ...content, copy: setOverride(content.copy, key, text) });
  // The brand's Spanish overrides: content/brands/<brand>/es/<namespace>.json, saved with the draft like the English.
  const editSpanish = (key: string, text: string) => {
    const es = setOverride(content.translations?.es ?? {}, key, text);
    const { es: _old, ...others } = content.translations ?? {};
    const translations = Object.keys(es).length > 0 ? { ...others, es } : others;
    const { translations: _drop, ...rest } = content;
    onContentChange(Object.keys(translations).length > 0 ? { ...rest, translations } : rest);
  };

  return (
    <section className="content-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{words.heading}</h2>
      <p className="studio-note">{words.intro}</p>
      {wholeFile.length > 0 && (
        <div role="alert">
          <h3>{words.fileProblems}</h3>
          <ul className="studio-problems">
            {wholeFile.map((p, i) => (
              <li key={i}>
                <code>{p.file}</code> {p.message}
                {p.hint && <span className="studio-note"> {p.hint}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="content-toolbar">
        <label htmlFor={`${id}-q`}>{words.search}</label>
        <input id={`${id}-q`} type="search" value={query} onChange={(e) => narrowed(setQuery)(e.target.value)} />
        <label className="content-check">
          <input type="checkbox" checked={overriddenOnly} onChange={(e) => narrowed(setOverriddenOnly)(e.target.checked)} />
          {words.overriddenOnly}
        </label>
        <label className="content-check">
          <input type="checkbox" checked={problemsOnly} onChange={(e) => narrowed(setProblemsOnly)(e.target.checked)} />
          {words.problemsOnly}
        </label>
        <label className="content-check">
          <input type="checkbox" checked={untranslatedOnly} onChange={(e) => narrowed(setUntranslatedOnly)(e.target.checked)} />
          {words.untranslatedOnly}
        </label>
        <p role="status" className="content-count">
          {words.count(shown.length, rows.length)}; {words.untranslatedCount(untranslated.size)}
        </p>
      </div>
      {shown.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <ul className="content-keys">
          {page.map((row) => (
            <CopyKey
              key={row.key}
              row={row}
              spanish={spanish(row.key)}
              untranslated={untranslated.has(row.key)}
              readOnly={readOnly}
              onEdit={edit}
              onEditSpanish={editSpanish}
            />
          ))}
        </ul>
      )}
      {shown.length > limit && (
        <button type="button" onClick={() => setLimit(limit + COPY_PAGE)}>
          {words.showMore(Math.min(COPY_PAGE, shown.length - limit), shown.length - limit)}
        </button>
      )}
    </section>
  );
}

function flagText(flag: CopyFlag): string {
  switch (flag.kind) {
    case 'missing':
      return words.missing(flag.pointers);
    case 'unknown':
      return words.unknown;
    case 'interpolation':
      return words.interpolation(flag.dropped);
    case 'problem':
      return flag.problem.hint ? `${flag.problem.message} ${flag.problem.hint}` : flag.problem.message;
  }
}

interface CopyKeyProps {
  row: CopyRow;
  spanish: TranslationCell;
  untranslated: boolean;
  readOnly: boolean;
  onEdit: (key: string, text: string) => void;
  onEditSpanish: (key: string, text: string) => void;
}

function CopyKey({ row, spanish, untranslated, readOnly, onEdit, onEditSpanish }: CopyKeyProps) {
  const id = useId();
  const flagsId = `${id}-flags`;
  return (
    <li className={row.flags.length > 0 ? 'content-key content-key-flagged' : 'content-key'}>
      <p className="content-key-name">
        <code>{row.key}</code>
        {row.override !== undefined && <span className="content-tag">{words.overridden}</span>}
        {untranslated && <span className="content-tag">{words.untranslated}</span>}
      </p>
      <div className="content-key-texts">
        <div>
          <p className="content-label">{words.defaultLabel}</p>
          <p className="content-default">
            {row.defaultText ?? <em>{words.noDefault}</em>}
          </p>
        </div>
        <div>
          <label className="content-label" htmlFor={`${id}-override`}>
            {words.overrideLabel(row.key)}
          </label>
          <textarea
            id={`${id}-override`}
            rows={rowsFor(row.override ?? row.defaultText)}
            value={row.override ?? ''}
            placeholder={row.defaultText}
            disabled={readOnly}
            aria-describedby={row.flags.length > 0 ? flagsId : undefined}
            aria-invalid={row.flags.length > 0 || undefined}
            onChange={(e) => onEdit(row.key, e.target.value)}
          />
          <button type="button" disabled={readOnly || row.override === undefined} aria-label={words.clearLabel(row.key)} onClick={() => onEdit(row.key, '')}>
            {words.clear}
          </button>
        </div>
        <div lang="es">
          <p className="content-label" lang="en">{words.spanishDefaultLabel}</p>
          <p className="content-default">{spanish.defaultText ?? <em lang="en">{words.noSpanishDefault}</em>}</p>
          <label className="content-label" lang="en" htmlFor={`${id}-es`}>
            {words.spanishOverrideLabel(row.key)}
          </label>
          <textarea
            id={`${id}-es`}
            rows={rowsFor(spanish.override ?? spanish.defaultText)}
            value={spanish.override ?? ''}
            placeholder={spanish.defaultText}
            disabled={readOnly}
            onChange={(e) => onEditSpanish(row.key, e.target.value)}
          />
          <button type="button" lang="en" disabled={readOnly || spanish.override === undefined} aria-label={words.clearSpanishLabel(row.key)} onClick={() => onEditSpanish(row.key, '')}>
            {words.clear}
          </button>
        </div>
      </div>
      {row.flags.length > 0 && (
        <ul id={flagsId} className="content-flags">
          {row.flags.map((flag, i) => (
            <li key={i}>{flagText(flag)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A text box's height for its text: two to six lines of about 60 characters. */
function rowsFor(text: string | undefined): number {
  return Math.min(6, Math.max(2, Math.ceil((text ?? '').length / 60)));
}
