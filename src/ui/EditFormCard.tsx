import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AlertBanner } from './AlertBanner';
import { Button } from './Button';
import { ActionRow, FormStack } from './FormLayout';
import { Tile } from './Tile';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;


export interface EditFormCardProps {
  /** The card's heading (h2); the Edit button is described by it ('Edit' for 'Mailing address'). */
  title: string;
  /** What the card shows while not editing. */
  display: ReactNode;
  /** The form's fields, shown while editing. */
  children: ReactNode;
  editing: boolean;
  onEdit(): void;
  onCancel(): void;
  /** The form's submit (e.g. `form.handleSubmit(save)`). */
  onSubmit(event: FormEvent): void;
  saving?: boolean;
  /** Why the last save failed; shown above the fields, which keep what was typed. */
  error?: string | null;
  /** No Edit toggle: the member may read but not change this (spec §2 "toggle hidden if read-only"). */
  readOnly?: boolean;
  /** Text above the display content, e.g. why it is read-only. */
  note?: ReactNode;
}

/**
 * Spec §2 "Edit-form card": a card that toggles between its display content and its edit form. Entering the form
 * moves focus to its first field; leaving it (saved or cancelled) moves focus back to the Edit button, so a
 * keyboard user never lands on the page's top. A failed save keeps the form open with what was typed.
 */
export function EditFormCard({
  title,
  display,
  children,
  editing,
  onEdit,
  onCancel,
  onSubmit,
  saving = false,
  error,
  readOnly = false,
  note,
}: EditFormCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  useEffect(() => {
    if (editing && !wasEditing.current) {
      formRef.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    } else if (!editing && wasEditing.current) {
      editRef.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Tile title={title} busy={saving}>
      {note}
      {editing ? (
        <FormStack ref={formRef} noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
          <span id={titleId} hidden>
            {title}
          </span>
          {error ? (
            <AlertBanner type="error" live="assertive">
              {error}
            </AlertBanner>
          ) : null}
          {children}
          <ActionRow>
            <Button type="submit" disabled={saving}>
              {saving ? t('shell.editForm.saving') : t('shell.editForm.save')}
            </Button>
            <Button $variant="secondary" onClick={onCancel} disabled={saving}>
              {t('shell.editForm.cancel')}
            </Button>
          </ActionRow>
        </FormStack>
      ) : (
        <>
          {display}
          {readOnly ? null : (
            <Header>
              <Button ref={editRef} $variant="secondary" aria-label={t('shell.editForm.editNamed', { title })} onClick={onEdit}>
                {t('shell.editForm.edit')}
              </Button>
            </Header>
          )}
        </>
      )}
    </Tile>
  );
}
