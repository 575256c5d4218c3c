import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

/**
 * A date typed as mm/dd/yyyy (spec §5): a text input, not a native date picker, so the format the member types
 * is the one the validators and messages speak of. `hint` says the format.
 */
export function DateField(props: TextFieldProps) {
  const { t } = useTranslation();
  return <TextField inputMode="numeric" placeholder={t('forms.datePlaceholder')} autoComplete="off" {...props} />;
}
