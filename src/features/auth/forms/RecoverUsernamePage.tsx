import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../manifest/brand-context';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { TextLink } from '../../../ui/Link';
import { PageHeading } from '../../../ui/PageHeading';
import { TextField } from '../../../ui/TextField';
import { useForm } from '../../../ui/validation/use-form';
import { useForgotUsername } from './api';
import { BackToLogin, Confirmation, FailureBanner, Form, Layout, LinkList } from './layout';
import { emailForm, emailRules, failureNotice } from './rules';

/** /recovery/username: the username is e-mailed to the address on file. */
export default function RecoverUsernamePage() {
  const { t } = useTranslation();
  const { domainId } = useBrand().brand;
  const forgot = useForgotUsername();
  const reset = forgot.reset;
  const form = useForm({ initial: emailForm, rules: emailRules, onChange: useCallback(() => reset(), [reset]) });
  const submit = form.handleSubmit((values) => forgot.mutate({ email: values.email.trim(), domainId }));

  return (
    <Layout>
      <PageHeading>{t('pages.recoveryUsername')}</PageHeading>
      {forgot.isSuccess ? (
        <Confirmation title={t('accountForms.recoverUsername.sent')} next={t('accountForms.recoverUsername.sentNext', { email: form.values.email.trim() })} />
      ) : (
        <>
          <p>{t('accountForms.recoverUsername.intro')}</p>
          <FailureBanner notice={failureNotice(forgot.error)} />
          <Card>
            <Form noValidate onSubmit={submit} aria-busy={forgot.isPending}>
              <TextField {...form.bind('email', t('accountForms.labels.email'))} type="email" autoComplete="email" />
              <Button type="submit" disabled={form.isSubmitDisabled || forgot.isPending}>
                {forgot.isPending ? t('accountForms.recoverUsername.submitting') : t('accountForms.recoverUsername.submit')}
              </Button>
            </Form>
          </Card>
        </>
      )}
      <nav aria-label={t('auth.login.helpLinks')}>
        <LinkList>
          <li>
            <BackToLogin />
          </li>
          <li>
            <TextLink to="/recovery/password">{t('accountForms.recoverUsername.forgotPassword')}</TextLink>
          </li>
        </LinkList>
      </nav>
    </Layout>
  );
}
