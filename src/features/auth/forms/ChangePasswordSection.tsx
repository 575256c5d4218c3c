import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAccount } from '../../../member/queries';
import { AlertBanner } from '../../../ui/AlertBanner';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { TextLink } from '../../../ui/Link';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context';
import { PasswordField } from '../../../ui/PasswordField';
import { useForm } from '../../../ui/validation/use-form';
import { useChangePassword } from './api';
import { isHeldNavigation } from './held-navigation';
import { Actions, FailureBanner, Form, Layout } from './layout';
import { changePasswordForm, changePasswordRules, failureNotice, isPasswordChangeForced } from './rules';

/**
 * The `changePassword` section of /account/settings/change-password. For an INI or FRC account the change is
 * required (spec §4): the section says so. In-app navigation to other signed-in pages is held until the password
 * is changed (the app's password guard sends the member back here with the held-navigation state, shown as a
 * banner until the member edits the form); logging out and the error pages stay open.
 */
export default function ChangePasswordSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notify } = useSnackbar();
  const forced = isPasswordChangeForced(useAccount().data?.accountStatus);
  const change = useChangePassword();
  const clear = change.reset;
  const heldState = useLocation().state;
  const [held, setHeld] = useState(() => isHeldNavigation(heldState));

  const onChange = useCallback(() => {
    clear();
    setHeld(false);
  }, [clear]);
  const form = useForm({ initial: changePasswordForm, rules: changePasswordRules, onChange });
  const label = (field: keyof typeof changePasswordForm) => t(`accountForms.labels.${field}`);

  const submit = form.handleSubmit((values) =>
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: async () => {
          notify({ status: 'success', message: t('accountForms.changePassword.done') });
          await navigate(forced ? '/home' : '/account/settings', { replace: forced });
        },
      },
    ),
  );

  return (
    <Layout>
      {forced ? (
        <AlertBanner type="warning" title={t('accountForms.changePassword.required')}>
          <p>{t('accountForms.changePassword.requiredNext')}</p>
        </AlertBanner>
      ) : (
        <p>{t('accountForms.changePassword.intro')}</p>
      )}
      {held && <AlertBanner type="error" live="assertive" title={t('accountForms.changePassword.blocked')} />}
      <FailureBanner notice={failureNotice(change.error)} />
      <Card>
        <Form noValidate onSubmit={submit} aria-busy={change.isPending}>
          <PasswordField {...form.bind('currentPassword', label('currentPassword'))} autoComplete="current-password" />
          <PasswordField {...form.bind('newPassword', label('newPassword'))} hint={t('accountForms.hints.password')} autoComplete="new-password" />
          <PasswordField {...form.bind('confirmNewPassword', label('confirmNewPassword'))} autoComplete="new-password" />
          <Actions>
            <Button type="submit" disabled={form.isSubmitDisabled || change.isPending}>
              {change.isPending ? t('accountForms.changePassword.submitting') : t('accountForms.changePassword.submit')}
            </Button>
            {!forced && <TextLink to="/account/settings">{t('accountForms.changePassword.cancel')}</TextLink>}
          </Actions>
        </Form>
      </Card>
    </Layout>
  );
}
