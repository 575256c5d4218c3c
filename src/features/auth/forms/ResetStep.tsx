import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { PasswordField } from '../../../ui/PasswordField';
import { TextField } from '../../../ui/TextField';
import { useForm } from '../../../ui/validation/use-form';
import { useResetPassword } from './api';
import { Actions, FailureBanner, Form, StepHeading } from './layout';
import { failureNotice, resetForm, resetRules } from './rules';

/** Forgot password, step 2: the e-mailed code and the new password (twice). */
export function ResetStep({ username, domainId, onNewCode, onDone }: { username: string; domainId: number; onNewCode(): void; onDone(): void }) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const clear = resetPassword.reset;
  const form = useForm({ initial: resetForm, rules: resetRules, onChange: useCallback(() => clear(), [clear]) });
  const label = (field: keyof typeof resetForm) => t(`accountForms.labels.${field}`);
  const submit = form.handleSubmit((values) =>
    resetPassword.mutate({ username, code: values.code.trim(), newPassword: values.newPassword, domainId }, { onSuccess: onDone }),
  );

  return (
    <>
      <StepHeading>{t('accountForms.recoverPassword.codeSent')}</StepHeading>
      <p>{t('accountForms.recoverPassword.codeSentNext', { username })}</p>
      <FailureBanner notice={failureNotice(resetPassword.error)} />
      <Form noValidate onSubmit={submit} aria-busy={resetPassword.isPending}>
        <TextField {...form.bind('code', label('code'))} hint={t('accountForms.hints.code')} inputMode="numeric" autoComplete="one-time-code" />
        <PasswordField {...form.bind('newPassword', label('newPassword'))} hint={t('accountForms.hints.password')} autoComplete="new-password" />
        <PasswordField {...form.bind('confirmNewPassword', label('confirmNewPassword'))} autoComplete="new-password" />
        <Actions>
          <Button type="submit" disabled={form.isSubmitDisabled || resetPassword.isPending}>
            {resetPassword.isPending ? t('accountForms.recoverPassword.submitting') : t('accountForms.recoverPassword.submit')}
          </Button>
          <Button $variant="text" onClick={onNewCode} disabled={resetPassword.isPending}>
            {t('accountForms.recoverPassword.newCode')}
          </Button>
        </Actions>
      </Form>
    </>
  );
}
