import { useId, useMemo, useState } from 'react';
import type { JsonObject, Problem } from '../../../manifest/edit/content-types';
import type { PanelProps } from '../panel-types';
import { contentCopy } from './copy';
import { FieldProblems } from './FieldProblems';
import { manifestFile } from './raw-json';
import { useKeptTyping } from './use-kept-typing';
import { colourInputValue, contrastRows, contrastRowsOf, isThemeColour, isThemeFontList, logoLimits, themeColourNamesOf, type ContrastRow } from './theme-rows';
import './content.css';

const words = contentCopy.theme;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The theme's colours (with the validator's contrast pairs inline, as you type), fonts and logo. */
export function ThemePanel({ brand, resolved, problems, readOnly, onResolvedChange }: PanelProps) {
  const id = useId();
  const theme = isObject(resolved.theme) ? resolved.theme : null;
  const colors = useMemo(() => (theme && isObject(theme.colors) ? (theme.colors as Record<string, string>) : {}), [theme]);
  const kept = useKeptTyping();
  const rows = useMemo(() => contrastRows(colors), [colors]);
  const brandName = isObject(resolved.brand) && typeof resolved.brand.name === 'string' ? resolved.brand.name : brand;

  if (!theme) return <p>{words.noTheme}</p>;

  const fonts = isObject(theme.fonts) ? theme.fonts : {};
  const logo = isObject(theme.logo) ? theme.logo : {};
  const change = (part: string, key: string, value: unknown) => {
    const current = isObject(theme[part]) ? (theme[part] as JsonObject) : {};
    onResolvedChange({ ...resolved, theme: { ...theme, [part]: { ...current, [key]: value } } });
  };
  /** A typed value: sent when `valid` accepts it, else kept as typed (with its message). */
  const type = (field: string, part: string, key: string, text: string, valid: (text: string) => unknown) =>
    kept.type(field, text, valid, (value) => change(part, key, value));
  const failing = rows.filter((r) => !r.passes).length;
  const fieldProblems = (pointer: string) =>
    problems.filter((p) => p.file === manifestFile(brand) && p.pointer === pointer);

  return (
    <section className="content-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{words.heading}</h2>
      <h3>{words.colours}</h3>
      <p className="studio-note">{words.coloursIntro}</p>
      <p role="status" className={failing === 0 ? 'content-pass' : 'content-fail'}>
        {words.summary(failing)}
      </p>
      <ul className="content-colours">
        {themeColourNamesOf(colors).map((name) => {
          const field = `colors.${name}`;
          const value = kept.shown(field, colors[name]);
          const bad = kept.isKept(field);
          const hexId = `${id}-${name}`;
          return (
            <li key={name} className="content-colour">
              <input
                type="color"
                aria-label={words.picker(name)}
                value={colourInputValue(colors[name] ?? '')}
                disabled={readOnly}
                onChange={(e) => type(field, 'colors', name, e.target.value, (t) => (isThemeColour(t) ? t : undefined))}
              />
              <label htmlFor={hexId}>{words.hex(name)}</label>
              <input
                id={hexId}
                className="content-hex"
                value={value}
                disabled={readOnly}
                spellCheck={false}
                aria-invalid={bad || undefined}
                aria-describedby={`${hexId}-pairs${bad ? ` ${hexId}-bad` : ''}`}
                onChange={(e) => type(field, 'colors', name, e.target.value, (t) => (isThemeColour(t.trim()) ? t.trim() : undefined))}
              />
              {bad && (
                <p id={`${hexId}-bad`} className="content-fail">
                  {words.badColour}
                </p>
              )}
              <ul id={`${hexId}-pairs`} className="content-pairs">
                {contrastRowsOf(rows, name).map((row) => (
                  <PairRow key={`${row.foreground}/${row.background}`} row={row} colors={colors} />
                ))}
              </ul>
            </li>
          );
        })}
      </ul>

      <h3>{words.fonts}</h3>
      {(['body', 'heading'] as const).map((key) => {
        const field = `fonts.${key}`;
        const fontId = `${id}-font-${key}`;
        const bad = kept.isKept(field);
        return (
          <div key={key} className="studio-field">
            <label htmlFor={fontId}>{words.font[key]}</label>
            <input
              id={fontId}
              className="content-wide"
              value={kept.shown(field, typeof fonts[key] === 'string' ? fonts[key] : '')}
              disabled={readOnly}
              aria-invalid={bad || undefined}
              aria-describedby={bad ? `${fontId}-bad` : undefined}
              onChange={(e) => type(field, 'fonts', key, e.target.value, (t) => (isThemeFontList(t.trim()) ? t.trim() : undefined))}
            />
            {bad && (
              <p id={`${fontId}-bad`} className="content-fail">
                {words.badFont}
              </p>
            )}
            <FieldProblems problems={fieldProblems(`/theme/fonts/${key}`)} />
          </div>
        );
      })}

      <h3>{words.logo}</h3>
      <LogoFields
        logo={logo}
        kept={kept}
        readOnly={readOnly}
        brandName={brandName}
        onType={(key, text, valid) => type(`logo.${key}`, 'logo', key, text, valid)}
        problemsAt={(key) => fieldProblems(`/theme/logo/${key}`)}
      />
    </section>
  );
}

function PairRow({ row, colors }: { row: ContrastRow; colors: Record<string, string> }) {
  return (
    <li className={row.passes ? 'content-pass' : 'content-fail'}>
      <span
        className="content-swatch"
        aria-hidden="true"
        style={
          isThemeColour(colors[row.foreground] ?? '') && isThemeColour(colors[row.background] ?? '')
            ? { background: colors[row.background], boxShadow: `inset 0 0 0 5px ${colors[row.background]}, inset 0 0 0 20px ${colors[row.foreground]}` }
            : undefined
        }
      />{' '}
      {words.pair(row.foreground, row.background)}: <strong>{words.ratio(row.ratioText)}</strong>{' '}
      {row.passes ? words.passes(row.minimum, row.kind) : words.fails(row.minimum, row.kind)}
    </li>
  );
}

interface LogoProps {
  logo: JsonObject;
  kept: ReturnType<typeof useKeptTyping>;
  readOnly: boolean;
  brandName: string;
  onType: (key: string, text: string, valid: (text: string) => unknown) => void;
  problemsAt: (key: string) => Problem[];
}

function LogoFields({ logo, kept, readOnly, brandName, onType, problemsAt }: LogoProps) {
  const id = useId();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = typeof logo.src === 'string' ? logo.src : '';
  const width = typeof logo.width === 'number' ? logo.width : undefined;
  const height = typeof logo.height === 'number' ? logo.height : undefined;
  const number = (key: 'width' | 'height') => {
    const { minimum, maximum } = logoLimits[key];
    const fieldId = `${id}-${key}`;
    const bad = kept.isKept(`logo.${key}`);
    return (
      <div className="studio-field">
        <label htmlFor={fieldId}>{words[key]}</label>
        <input
          id={fieldId}
          type="number"
          inputMode="numeric"
          min={minimum}
          max={maximum}
          step={1}
          value={kept.shown(`logo.${key}`, key === 'width' ? width : height)}
          disabled={readOnly}
          aria-invalid={bad || undefined}
          aria-describedby={bad ? `${fieldId}-bad` : undefined}
          onChange={(e) =>
            onType(key, e.target.value, (t) => {
              const n = Number(t);
              return t.trim() !== '' && Number.isInteger(n) && n >= minimum && n <= maximum ? n : undefined;
            })
          }
        />
        {bad && (
          <p id={`${fieldId}-bad`} className="content-fail">
            {words.badNumber(minimum, maximum)}
          </p>
        )}
        <FieldProblems problems={problemsAt(key)} />
      </div>
    );
  };
  const srcBad = kept.isKept('logo.src');
  return (
    <div className="content-logo">
      <div className="studio-field">
        <label htmlFor={`${id}-src`}>{words.logoSrc}</label>
        <input
          id={`${id}-src`}
          className="content-wide"
          value={kept.shown('logo.src', src)}
          disabled={readOnly}
          spellCheck={false}
          aria-invalid={srcBad || undefined}
          aria-describedby={srcBad ? `${id}-src-bad` : undefined}
          onChange={(e) => onType('src', e.target.value, (t) => (logoLimits.src.test(t.trim()) ? t.trim() : undefined))}
        />
        {srcBad && (
          <p id={`${id}-src-bad`} className="content-fail">
            {words.badSrc}
          </p>
        )}
        <FieldProblems problems={problemsAt('src')} />
      </div>
      {number('width')}
      {number('height')}
      <p className="studio-note">{words.noAlt}</p>
      <figure className="content-logo-preview">
        <figcaption>{words.preview}</figcaption>
        {src !== '' && failedSrc !== src && (
          <img src={src} width={width} height={height} alt={words.previewAlt(brandName)} onError={() => setFailedSrc(src)} />
        )}
        {failedSrc === src && src !== '' && <p role="alert">{words.previewFailed(src)}</p>}
      </figure>
    </div>
  );
}
