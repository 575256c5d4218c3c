import { useEffect, useId, useState } from 'react';
import { copy } from './copy';
import {
  allFacts,
  changeFact,
  changeShape,
  defaultValue,
  firstCondition,
  parseList,
  removeOperator,
  replaceOperator,
  ruleInWords,
  setOperatorValue,
  shapeOf,
  shownOperators,
  unusedOperators,
  type OperatorSpec,
  type RuleJson,
  type RuleShape,
  type RuleWords,
  type ValueType,
} from './rule-model';
import { insertItem, removeAt, replaceAt } from './structure-model';
import './structure.css';

export interface RuleBuilderProps {
  /** The rule, or undefined for none (always shown). */
  rule: RuleJson | undefined;
  /** A new rule, or undefined to clear it. */
  onChange: (rule: RuleJson | undefined) => void;
  /** The manifest's named rules (`resolved.rules`), for `use`. */
  namedRules: readonly string[];
  readOnly: boolean;
  /** The group's name: "Rule of tile recent-claims". */
  label: string;
}

/** The words of a rule (copy.ts). */
export const ruleWords: RuleWords = copy.rule;

/**
 * A visibility rule built with controls over the rule schema's facts and operators (rule-model.ts): conditions
 * (fact, operator, a value control by the operator's type), `all` / `any` / `not` groups and `use` of a named rule,
 * with the rule in words beside it.
 */
export function RuleBuilder({ rule, onChange, namedRules, readOnly, label }: RuleBuilderProps) {
  return (
    <fieldset className="structure-rule">
      <legend>{label}</legend>
      <p className="structure-rule-words">
        <span className="structure-muted">{copy.rule.inWords}</span> {ruleInWords(rule, ruleWords)}
      </p>
      {rule === undefined ? (
        <div className="structure-actions">
          <button type="button" disabled={readOnly} onClick={() => onChange(firstCondition())}>
            {copy.rule.addCondition}
          </button>
          <button type="button" disabled={readOnly || namedRules.length === 0} onClick={() => onChange({ use: namedRules[0] })}>
            {copy.rule.useNamed}
          </button>
        </div>
      ) : (
        <>
          <RuleNode rule={rule} where="1" namedRules={namedRules} readOnly={readOnly} onChange={onChange} />
          <div className="structure-actions">
            <button type="button" disabled={readOnly} onClick={() => onChange(undefined)}>
              {copy.rule.clear}
            </button>
          </div>
        </>
      )}
    </fieldset>
  );
}

interface NodeProps {
  rule: RuleJson;
  /** Where the part is, for labels: "1", "1.2", "1.2.1". */
  where: string;
  namedRules: readonly string[];
  readOnly: boolean;
  onChange: (rule: RuleJson) => void;
}

const SHAPES: readonly RuleShape[] = ['condition', 'all', 'any', 'not', 'use'];

function RuleNode({ rule, where, namedRules, readOnly, onChange }: NodeProps) {
  const shape = shapeOf(rule);
  const kindId = useId();
  return (
    <div className="structure-rule-node">
      <div className="structure-field">
        <label htmlFor={kindId}>{copy.rule.kind(where)}</label>
        <select id={kindId} value={shape} disabled={readOnly} onChange={(e) => onChange(changeShape(rule, e.target.value as RuleShape, namedRules))}>
          {SHAPES.map((s) => (
            <option key={s} value={s} disabled={s === 'use' && namedRules.length === 0}>
              {copy.rule.kinds[s]}
            </option>
          ))}
        </select>
      </div>
      {shape === 'condition' && <ConditionEditor rule={rule} where={where} readOnly={readOnly} onChange={onChange} />}
      {(shape === 'all' || shape === 'any') && (
        <GroupEditor parts={rule[shape] as RuleJson[]} where={where} namedRules={namedRules} readOnly={readOnly} onChange={(parts) => onChange({ [shape]: parts })} />
      )}
      {shape === 'not' && (
        <div className="structure-rule-group">
          <RuleNode rule={rule.not as RuleJson} where={`${where}.1`} namedRules={namedRules} readOnly={readOnly} onChange={(part) => onChange({ not: part })} />
        </div>
      )}
      {shape === 'use' && <NamedRule rule={rule} where={where} namedRules={namedRules} readOnly={readOnly} onChange={onChange} />}
    </div>
  );
}

function GroupEditor({ parts, where, namedRules, readOnly, onChange }: Omit<NodeProps, 'rule' | 'onChange'> & { parts: RuleJson[]; onChange: (parts: RuleJson[]) => void }) {
  return (
    <div className="structure-rule-group">
      <ol>
        {parts.map((part, i) => {
          const here = `${where}.${i + 1}`;
          return (
            <li key={here}>
              <RuleNode rule={part} where={here} namedRules={namedRules} readOnly={readOnly} onChange={(next) => onChange(replaceAt(parts, i, next))} />
              <button type="button" disabled={readOnly || parts.length === 1} onClick={() => onChange(removeAt(parts, i))}>
                {copy.rule.removePart(here)}
              </button>
            </li>
          );
        })}
      </ol>
      <div className="structure-actions">
        <button type="button" disabled={readOnly} onClick={() => onChange(insertItem(parts, firstCondition()))}>
          {copy.rule.addCondition}
        </button>
        <button type="button" disabled={readOnly} onClick={() => onChange(insertItem(parts, { all: [firstCondition()] }))}>
          {copy.rule.addGroup}
        </button>
      </div>
    </div>
  );
}

function NamedRule({ rule, where, namedRules, readOnly, onChange }: NodeProps) {
  const id = useId();
  const current = String(rule.use);
  const names = namedRules.includes(current) ? namedRules : [current, ...namedRules];
  return (
    <div className="structure-field">
      <label htmlFor={id}>{copy.rule.named(where)}</label>
      <select id={id} value={current} disabled={readOnly} onChange={(e) => onChange({ use: e.target.value })}>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {namedRules.length === 0 && <span className="structure-muted">{copy.rule.noNamed}</span>}
    </div>
  );
}

function ConditionEditor({ rule, where, readOnly, onChange }: Omit<NodeProps, 'namedRules'>) {
  const factId = useId();
  const fact = String(rule.fact ?? '');
  const shown = shownOperators(rule);
  const unused = unusedOperators(rule);
  return (
    <div className="structure-rule-condition">
      <div className="structure-field">
        <label htmlFor={factId}>{copy.rule.fact(where)}</label>
        <select id={factId} value={fact} disabled={readOnly} onChange={(e) => onChange(changeFact(rule, e.target.value))}>
          {(allFacts.includes(fact) ? allFacts : [fact, ...allFacts]).map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </div>
      {shown.map(({ spec, value }) => (
        <OperatorRow
          key={spec.name}
          spec={spec}
          value={value}
          choices={[spec, ...unused]}
          where={where}
          readOnly={readOnly}
          removable={shown.length > 1 && !spec.required}
          onOperator={(to) => onChange(replaceOperator(rule, spec.name, to))}
          onValue={(v) => onChange(setOperatorValue(rule, spec.name, v))}
          onRemove={() => onChange(removeOperator(rule, spec.name))}
        />
      ))}
      {unused.length > 0 && shown.length > 0 && shown.every((o) => !o.spec.required) && rule[shown[0]!.spec.name] !== undefined && (
        <button type="button" disabled={readOnly} onClick={() => onChange({ ...rule, [unused[0]!.name]: defaultValue(unused[0]!.value) })}>
          {copy.rule.addOperator(where)}
        </button>
      )}
    </div>
  );
}

interface OperatorRowProps {
  spec: OperatorSpec;
  value: unknown;
  choices: readonly OperatorSpec[];
  where: string;
  readOnly: boolean;
  removable: boolean;
  onOperator: (name: string) => void;
  onValue: (value: unknown) => void;
  onRemove: () => void;
}

function OperatorRow({ spec, value, choices, where, readOnly, removable, onOperator, onValue, onRemove }: OperatorRowProps) {
  const operatorId = useId();
  const words = (name: string) => copy.rule.operators[name] ?? name;
  return (
    <div className="structure-field">
      <label htmlFor={operatorId}>{copy.rule.operator(where)}</label>
      <select id={operatorId} value={spec.name} disabled={readOnly || choices.length === 1} onChange={(e) => onOperator(e.target.value)}>
        {choices.map((o) => (
          <option key={o.name} value={o.name}>
            {words(o.name)}
          </option>
        ))}
      </select>
      <ValueControl type={spec.value} value={value} label={copy.rule.value(where, words(spec.name))} readOnly={readOnly} onChange={onValue} />
      {removable && (
        <button type="button" disabled={readOnly} onClick={onRemove}>
          {copy.rule.removeOperator(words(spec.name), where)}
        </button>
      )}
    </div>
  );
}

const looksLikeDate = (pattern: string | undefined) => pattern !== undefined && new RegExp(pattern).test('2000-01-31');

interface ValueControlProps {
  type: ValueType;
  value: unknown;
  label: string;
  readOnly: boolean;
  onChange: (value: unknown) => void;
}

/** The value control of an operator's type: yes/no, a number, a text or date, choices, or a comma-separated list. */
function ValueControl({ type, value, label, readOnly, onChange }: ValueControlProps) {
  const id = useId();
  switch (type.kind) {
    case 'boolean':
      return (
        <>
          <label htmlFor={id} className="structure-visually-hidden">
            {label}
          </label>
          <select id={id} value={value === false ? 'no' : 'yes'} disabled={readOnly} onChange={(e) => onChange(e.target.value === 'yes')}>
            <option value="yes">{copy.rule.yes}</option>
            <option value="no">{copy.rule.no}</option>
          </select>
        </>
      );
    case 'number':
      return <TextValue id={id} label={label} inputType="number" value={value} readOnly={readOnly} format={(v) => (typeof v === 'number' ? String(v) : '')} parse={(t) => (t.trim() === '' || !Number.isFinite(Number(t)) ? undefined : Number(t))} onChange={onChange} />;
    case 'string':
      return <TextValue id={id} label={label} inputType={looksLikeDate(type.pattern) ? 'date' : 'text'} value={value} readOnly={readOnly} format={(v) => (typeof v === 'string' ? v : '')} parse={(t) => t} onChange={onChange} />;
    case 'list': {
      const list = Array.isArray(value) ? (value as unknown[]) : [];
      if (type.choices) {
        return (
          <fieldset className="structure-choices">
            <legend className="structure-visually-hidden">{label}</legend>
            {type.choices.map((choice) => (
              <label key={choice}>
                <input
                  type="checkbox"
                  checked={list.includes(choice)}
                  disabled={readOnly}
                  onChange={(e) => onChange(e.target.checked ? [...list, choice] : list.filter((v) => v !== choice))}
                />{' '}
                {choice}
              </label>
            ))}
            {list.length === 0 && <span className="structure-error">{copy.rule.emptyList}</span>}
          </fieldset>
        );
      }
      const of = type.of;
      return (
        <>
          <TextValue id={id} label={label} inputType="text" value={value} readOnly={readOnly} format={(v) => (Array.isArray(v) ? v.join(', ') : '')} parse={(t) => parseList(t, of)} onChange={onChange} hint={copy.rule.listHint} />
          {list.length === 0 && <span className="structure-error">{copy.rule.emptyList}</span>}
        </>
      );
    }
  }
}

interface TextValueProps {
  id: string;
  label: string;
  inputType: 'text' | 'number' | 'date';
  value: unknown;
  readOnly: boolean;
  format: (value: unknown) => string;
  /** The value of a text, or undefined to keep the rule as it is (a number being typed). */
  parse: (text: string) => unknown;
  onChange: (value: unknown) => void;
  hint?: string;
}

/** A text input that keeps what is typed (a half-typed number or list) while the rule holds the parsed value. */
function TextValue({ id, label, inputType, value, readOnly, format, parse, onChange, hint }: TextValueProps) {
  const [text, setText] = useState(() => format(value));
  const hintId = `${id}-hint`;
  useEffect(() => {
    // A change from outside (an undo, another control) shows; the text being typed for the same value stays.
    setText((typed) => (JSON.stringify(parse(typed)) === JSON.stringify(value) ? typed : format(value)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- format and parse are per-type constants
  }, [value]);
  return (
    <>
      <label htmlFor={id} className="structure-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type={inputType}
        value={text}
        disabled={readOnly}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parse(e.target.value);
          if (parsed !== undefined) onChange(parsed);
        }}
      />
      {hint && (
        <span id={hintId} className="structure-muted">
          {hint}
        </span>
      )}
    </>
  );
}
