import { useId, useMemo, useState } from 'react';
import type { JsonObject, Problem } from '../../../manifest/edit/content-types';
import type { PanelProps } from '../panel-types';
import { contentCopy } from './copy';
import { FieldProblems } from './FieldProblems';
import { flattenNamespaces } from './copy-keys';
import {
  addDepartment,
  contactFields,
  departmentPointer,
  departmentsOf,
  freeId,
  moveDepartment,
  removeDepartment,
  setDepartmentField,
  setSeasons,
  setTty,
  type Department,
} from './contact-model';
import { manifestFile } from './raw-json';
import { useKeptTyping } from './use-kept-typing';
import './content.css';

const words = contentCopy.contact;
type Kept = ReturnType<typeof useKeptTyping>;

/** The contact page's departments (name, phone, email, hours, seasonal hours; order) and the TTY number. */
export function ContactPanel({ brand, resolved, content, basis, problems, readOnly, onResolvedChange }: PanelProps) {
  const id = useId();
  const kept = useKeptTyping();
  const [announcement, setAnnouncement] = useState('');
  const [newId, setNewId] = useState('');
  const departments = departmentsOf(resolved);
  const texts = useMemo(() => new Map([...flattenNamespaces(basis.defaults), ...flattenNamespaces(content.copy)]), [basis.defaults, content.copy]);
  const nameOf = (d: Department) => (typeof d.label === 'string' && texts.get(d.label)) || d.id;
  const contact = (resolved.contact ?? {}) as JsonObject;
  const at = (pointer: string) => problems.filter((p) => p.file === manifestFile(brand) && p.pointer === pointer);
  const ids = departments.map((d) => d.id);
  const newIdValid = contactFields.id.test(newId) && !ids.includes(newId);

  if (departments.length === 0) return <p>{words.none}</p>;

  const move = (d: Department, by: number) => {
    const index = ids.indexOf(d.id) + by;
    onResolvedChange(moveDepartment(resolved, d.id, by));
    setAnnouncement(words.moved(nameOf(d), index + 1, departments.length));
  };
  const add = () => {
    const last = departments[departments.length - 1]!;
    const department: Department = { ...last, id: newId };
    onResolvedChange(addDepartment(resolved, department));
    setAnnouncement(words.added(newId));
    setNewId(freeId(newId, [...ids, newId]));
  };

  return (
    <section className="content-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{words.heading}</h2>
      <p className="studio-note">{words.intro}</p>
      <p role="status" className="studio-visually-hidden">
        {announcement}
      </p>
      <TextField
        label={words.tty}
        field="tty"
        value={typeof contact.tty === 'string' ? contact.tty : ''}
        kept={kept}
        readOnly={readOnly}
        bad={words.badTty}
        valid={(t) => (t === '' || contactFields.tty.test(t) ? t : undefined)}
        send={(t) => onResolvedChange(setTty(resolved, t))}
        problems={at('/contact/tty')}
      />
      <ol className="content-departments">
        {departments.map((d, index) => (
          <li key={d.id}>
            <DepartmentFields
              department={d}
              index={index}
              count={departments.length}
              name={nameOf(d)}
              texts={texts}
              kept={kept}
              readOnly={readOnly}
              problemsAt={(field) => at(departmentPointer(index, field))}
              onChange={(field, value) => onResolvedChange(setDepartmentField(resolved, d.id, field, value))}
              onSeasons={(change) => onResolvedChange(setSeasons(resolved, d.id, change))}
              onMove={(by) => move(d, by)}
              onRemove={() => {
                onResolvedChange(removeDepartment(resolved, d.id));
                setAnnouncement(words.removed(nameOf(d)));
              }}
            />
          </li>
        ))}
      </ol>
      <div className="studio-field">
        <label htmlFor={`${id}-new`}>{words.newId}</label>
        <input
          id={`${id}-new`}
          value={newId}
          disabled={readOnly}
          spellCheck={false}
          aria-invalid={(newId !== '' && !newIdValid) || undefined}
          aria-describedby={newId !== '' && !newIdValid ? `${id}-new-bad` : undefined}
          onChange={(e) => setNewId(e.target.value.trim())}
        />
        <button type="button" disabled={readOnly || !newIdValid} onClick={add}>
          {words.add}
        </button>
        {newId !== '' && !newIdValid && (
          <p id={`${id}-new-bad`} className="content-fail">
            {words.badId}
          </p>
        )}
      </div>
    </section>
  );
}

interface DepartmentProps {
  department: Department;
  index: number;
  count: number;
  name: string;
  texts: ReadonlyMap<string, string>;
  kept: Kept;
  readOnly: boolean;
  problemsAt: (field?: string) => Problem[];
  onChange: (field: string, value: unknown) => void;
  onSeasons: (change: (seasons: JsonObject[]) => JsonObject[]) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}

function DepartmentFields({ department: d, index, count, name, texts, kept, readOnly, problemsAt, onChange, onSeasons, onMove, onRemove }: DepartmentProps) {
  const key = (field: 'label' | 'hours') => (
    <TextField
      label={field === 'label' ? words.name : words.hours}
      field={`${d.id}.${field}`}
      value={typeof d[field] === 'string' ? d[field] : ''}
      kept={kept}
      readOnly={readOnly}
      bad={words.badKey}
      valid={(t) => (contactFields.copyKey.test(t) ? t : undefined)}
      send={(t) => onChange(field, t)}
      problems={problemsAt(field)}
      note={copyText(texts, d[field])}
    />
  );
  const seasons = Array.isArray(d.seasons) ? (d.seasons as JsonObject[]) : [];
  return (
    <fieldset className="content-department">
      <legend>{words.department(name)}</legend>
      <p className="studio-note">
        <code>{d.id}</code>
      </p>
      {key('label')}
      <TextField
        label={words.phone}
        field={`${d.id}.phone`}
        value={typeof d.phone === 'string' ? d.phone : ''}
        kept={kept}
        readOnly={readOnly}
        bad={words.badPhone}
        valid={(t) => (contactFields.phone.test(t) ? t : undefined)}
        send={(t) => onChange('phone', t)}
        problems={problemsAt('phone')}
        type="tel"
      />
      <TextField
        label={words.email}
        field={`${d.id}.email`}
        value={typeof d.email === 'string' ? d.email : ''}
        kept={kept}
        readOnly={readOnly}
        valid={(t) => t}
        send={(t) => onChange('email', t === '' ? undefined : t)}
        problems={problemsAt('email')}
        type="email"
      />
      {key('hours')}
      <fieldset className="content-seasons">
        <legend>{words.seasons}</legend>
        {seasons.length === 0 && <p className="studio-note">{words.noSeasons}</p>}
        <ol>
          {seasons.map((season, i) => (
            <li key={i}>
              <SeasonFields
                department={d.id}
                season={season}
                number={i + 1}
                texts={texts}
                kept={kept}
                readOnly={readOnly}
                onChange={(field, value) => onSeasons((list) => list.map((s, j) => (j === i ? { ...s, [field]: value } : s)))}
                onRemove={() => onSeasons((list) => list.filter((_, j) => j !== i))}
                problemsAt={(field) => problemsAt(`seasons/${i}/${field}`)}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          disabled={readOnly}
          onClick={() =>
            onSeasons((list) => {
              const template = list[list.length - 1] ?? { from: '01-01', to: '12-31', days: contactFields.days[0], hours: d.hours };
              return [...list, { ...template, id: freeId('season', list.map((s) => String(s.id))) }];
            })
          }
        >
          {words.addSeason}
        </button>
      </fieldset>
      <div className="content-actions">
        <button type="button" aria-label={words.moveUp(name)} disabled={readOnly || index === 0} onClick={() => onMove(-1)}>
          {words.up}
        </button>
        <button type="button" aria-label={words.moveDown(name)} disabled={readOnly || index === count - 1} onClick={() => onMove(1)}>
          {words.down}
        </button>
        <button type="button" aria-label={words.remove(name)} disabled={readOnly || count === 1} onClick={onRemove}>
          {words.removeButton}
        </button>
        {count === 1 && <span className="studio-note">{words.lastDepartment}</span>}
      </div>
      <FieldProblems problems={problemsAt()} />
    </fieldset>
  );
}

interface SeasonProps {
  department: string;
  season: JsonObject;
  number: number;
  texts: ReadonlyMap<string, string>;
  kept: Kept;
  readOnly: boolean;
  onChange: (field: string, value: string) => void;
  onRemove: () => void;
  problemsAt: (field: string) => Problem[];
}

function SeasonFields({ department, season, number, texts, kept, readOnly, onChange, onRemove, problemsAt }: SeasonProps) {
  const id = useId();
  const field = (name: string) => `${department}.seasons.${number}.${name}`;
  const day = (name: 'from' | 'to') => (
    <TextField
      label={name === 'from' ? words.from : words.to}
      field={field(name)}
      value={typeof season[name] === 'string' ? season[name] : ''}
      kept={kept}
      readOnly={readOnly}
      bad={words.badMonthDay}
      valid={(t) => (contactFields.monthDay.test(t) ? t : undefined)}
      send={(t) => onChange(name, t)}
      problems={problemsAt(name)}
    />
  );
  return (
    <fieldset className="content-season">
      <legend>{words.season(number)}</legend>
      {day('from')}
      {day('to')}
      <div className="studio-field">
        <label htmlFor={`${id}-days`}>{words.days}</label>
        <select id={`${id}-days`} value={String(season.days ?? '')} disabled={readOnly} onChange={(e) => onChange('days', e.target.value)}>
          {contactFields.days.map((days) => (
            <option key={days} value={days}>
              {words.dayNames[days] ?? days}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={words.hours}
        field={field('hours')}
        value={typeof season.hours === 'string' ? season.hours : ''}
        kept={kept}
        readOnly={readOnly}
        bad={words.badKey}
        valid={(t) => (contactFields.copyKey.test(t) ? t : undefined)}
        send={(t) => onChange('hours', t)}
        problems={problemsAt('hours')}
        note={copyText(texts, season.hours)}
      />
      <button type="button" disabled={readOnly} onClick={onRemove}>
        {words.removeSeason(number)}
      </button>
    </fieldset>
  );
}

function copyText(texts: ReadonlyMap<string, string>, key: unknown): { text: string; missing: boolean } | undefined {
  if (typeof key !== 'string' || !contactFields.copyKey.test(key)) return undefined;
  const text = texts.get(key);
  return text === undefined ? { text: words.noText, missing: true } : { text: words.text(text), missing: false };
}

interface TextFieldProps {
  label: string;
  field: string;
  value: string;
  kept: Kept;
  readOnly: boolean;
  /** The message while the typed text is kept (not valid); none when every text is sent. */
  bad?: string;
  valid: (text: string) => string | undefined;
  send: (text: string) => void;
  problems: Problem[];
  note?: { text: string; missing: boolean };
  type?: 'text' | 'tel' | 'email';
}

function TextField({ label, field, value, kept, readOnly, bad, valid, send, problems, note, type = 'text' }: TextFieldProps) {
  const id = useId();
  const isBad = kept.isKept(field);
  const described = [note && `${id}-note`, isBad && `${id}-bad`, problems.length > 0 && `${id}-problems`].filter(Boolean).join(' ');
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        className="content-wide"
        value={kept.shown(field, value)}
        disabled={readOnly}
        spellCheck={false}
        aria-invalid={isBad || problems.length > 0 || note?.missing || undefined}
        aria-describedby={described || undefined}
        onChange={(e) => kept.type(field, e.target.value, valid, send)}
      />
      {note && (
        <p id={`${id}-note`} className={note.missing ? 'content-fail' : 'studio-note'}>
          {note.text}
        </p>
      )}
      {isBad && bad && (
        <p id={`${id}-bad`} className="content-fail">
          {bad}
        </p>
      )}
      {problems.length > 0 && (
        <div id={`${id}-problems`}>
          <FieldProblems problems={problems} />
        </div>
      )}
    </div>
  );
}
