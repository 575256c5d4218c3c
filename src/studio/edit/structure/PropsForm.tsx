import Form from '@rjsf/core';
import { TranslatableString, type IconButtonProps, type RegistryWidgetsType, type TemplatesType, type WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import type { JsonObject } from '../../../manifest/edit/content-types';
import { copy } from './copy';
import { CopyKeyText } from './Fields';
import { COPY_KEY_WIDGET, formUiSchema } from './form-ui';
import type { Noun } from './copy';
import { formPart, isObject, kebabId, withFormPart } from './structure-model';
import { formSchema, formValidator } from './validators';
import './structure.css';

export interface PropsFormProps {
  /** The form's name in form-schemas.ts: `widget:<name>`, `contactDepartment`, `alert`. */
  formName: string;
  formData: JsonObject;
  onChange: (data: JsonObject) => void;
  readOnly: boolean;
  /** The form's accessible name ("Props of recent-claims"). */
  label: string;
  /** The English text of a copy key (the brand's override, else the default), or null. */
  copyText: (key: string) => string | null;
  /** Prefix of the form's element ids (unique on the page). */
  idPrefix: string;
}

interface FormContext {
  copyText: (key: string) => string | null;
}

/** A copy-key string: the key, and beside it the English text it stands for. */
function CopyKeyWidget({ id, value, disabled, readonly, onChange, onBlur, onFocus, registry, options }: WidgetProps) {
  const { copyText } = registry.formContext as FormContext;
  const key = typeof value === 'string' ? value : '';
  const textId = `${id}__copytext`;
  return (
    <span className="structure-copykey">
      <input
        id={id}
        name={id}
        type="text"
        className="form-control"
        value={key}
        disabled={disabled}
        readOnly={readonly}
        aria-describedby={`${id}__error ${id}__description ${textId}`}
        onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <CopyKeyText id={textId} value={key} copyText={copyText} />
    </span>
  );
}

const widgets: RegistryWidgetsType = { [COPY_KEY_WIDGET]: CopyKeyWidget };

/** rjsf's list buttons with their words (the default theme draws Bootstrap 3 icon glyphs the studio does not load). */
function textButton(words: TranslatableString) {
  return function TextButton({ iconType: _iconType, icon: _icon, className, uiSchema: _uiSchema, registry, title, ...button }: IconButtonProps) {
    const text = registry.translateString(words);
    return (
      <button type="button" className={`structure-form-button ${className ?? ''}`} {...button} aria-label={title && title !== text ? `${text}: ${title}` : undefined}>
        {text}
      </button>
    );
  };
}

const templates: Partial<TemplatesType> = {
  ButtonTemplates: {
    AddButton: textButton(TranslatableString.AddItemButton),
    CopyButton: textButton(TranslatableString.CopyButton),
    MoveDownButton: textButton(TranslatableString.MoveDownButton),
    MoveUpButton: textButton(TranslatableString.MoveUpButton),
    RemoveButton: textButton(TranslatableString.RemoveButton),
  } as TemplatesType['ButtonTemplates'],
};

/**
 * A form generated from a schema (rjsf, the default theme styled by structure.css), validated as typed by the
 * form's precompiled validator (no code compiled in the browser). Errors show under their field; the data goes to
 * `onChange` on every change, valid or not (the draft keeps what was typed; the server's problems name what is wrong).
 */
export function PropsForm({ formName, formData, onChange, readOnly, label, copyText, idPrefix }: PropsFormProps) {
  const schema = formSchema(formName);
  const validator = formValidator(formName);
  const uiSchema = useMemo(() => ({ ...formUiSchema(schema), 'ui:submitButtonOptions': { norender: true } }), [schema]);
  const formContext = useMemo<FormContext>(() => ({ copyText }), [copyText]);
  if (!schema || !validator) return null;
  if (!isObject(schema.properties) || Object.keys(schema.properties).length === 0) return <p className="structure-muted">{copy.form.noProps}</p>;
  return (
    <div role="group" aria-label={label} className="structure-form">
      <Form
        schema={schema}
        validator={validator}
        uiSchema={uiSchema}
        formData={formData}
        formContext={formContext}
        widgets={widgets}
        templates={templates}
        idPrefix={idPrefix}
        disabled={readOnly}
        liveValidate="onChange"
        showErrorList={false}
        noHtml5Validate
        experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: 'never' }, emptyObjectFields: 'skipDefaults' }}
        onChange={(event) => onChange((event.formData ?? {}) as JsonObject)}
      />
    </div>
  );
}

/** The editor of a list element whose fields are a form (an alert, a department): its id and rule stay out of it. */
export function elementForm(formName: string, noun: Noun, copyText: (key: string) => string | null, readOnly: boolean) {
  return function ElementForm(item: JsonObject, id: string, update: (next: JsonObject) => void) {
    return (
      <PropsForm
        formName={formName}
        formData={formPart(item)}
        onChange={(data) => update(withFormPart(item, data))}
        readOnly={readOnly}
        label={`${noun.capital} ${id}`}
        copyText={copyText}
        idPrefix={`${kebabId(formName)}-${id}`}
      />
    );
  };
}
