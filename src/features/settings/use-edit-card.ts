import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOr } from '../../api/api-error';
import { useSnackbar } from '../../ui/snackbar/snackbar-context';
import { useForm, type FormRules } from '../../ui/validation/use-form';

interface EditCardOptions<F extends string, B> {
  title: string;
  /** What the form starts from each time Edit is pressed: what is saved now. */
  initial: Record<F, string>;
  rules: FormRules<F>;
  /** The save call. */
  send: (body: B) => Promise<unknown>;
  /** After a save: e.g. the cached answer updated with what was sent. */
  onSaved: (body: B) => void;
}

/**
 * A settings card's edit state around one form and one save (spec §2 edit-form card): Edit starts the form from
 * what is saved; a change or Cancel clears the last failure; a failed save keeps the form and what was typed and
 * says why (the server's 400 message on an English page, else ours); a save that succeeds closes the form and says so in the snackbar.
 * `card` is the EditFormCard's props but its display and fields; `submitWith` its onSubmit.
 */
export function useEditCard<F extends string, B>({ title, initial, rules, send, onSaved }: EditCardOptions<F, B>) {
  const { t } = useTranslation();
  const { notify } = useSnackbar();
  const [editing, setEditing] = useState(false);
  // The card shows a failed save itself, whatever the call's declaration says (a 401 still ends the session).
  const save = useMutation({ mutationFn: send, meta: { handlesErrors: true } });
  const clearError = save.reset;
  const form = useForm({ initial, rules, onChange: useCallback(() => clearError(), [clearError]) });

  const submitWith = (toBody: (values: Record<F, string>) => B) =>
    form.handleSubmit((values) => {
      const body = toBody(values);
      save.mutate(body, {
        onSuccess: () => {
          onSaved(body);
          setEditing(false);
          notify({ status: 'success', message: t('settings.saved', { title }) });
        },
      });
    });

  const card = {
    title,
    editing,
    onEdit: () => {
      form.reset(initial);
      save.reset();
      setEditing(true);
    },
    onCancel: () => {
      save.reset();
      setEditing(false);
    },
    saving: save.isPending,
    // A 400 is a field the gateway refused (INVALID_FIELD): its English message names it; another language, ours.
    error: save.isError ? serverMessageOr(save.error, [400], t('settings.saveFailed'), { keys: {}, t }) : null,
  };
  return { form, card, submitWith };
}
