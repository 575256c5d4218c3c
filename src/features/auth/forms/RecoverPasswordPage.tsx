import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../manifest/brand-context';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { TextLink } from '../../../ui/Link';
import { PageHeading } from '../../../ui/PageHeading';
import { TextField } from '../../../ui/TextField';
import { useForm } from '../../../ui/validation/use-form';
import { useForgotPassword } from './api';
import { BackToLogin, Confirmation, FailureBanner, Form, Layout, LinkList } from './layout';
import { ResetStep } from './ResetStep';
import { failureNotice, usernameForm, usernameRules } from './rules';

type Step = { kind: 'request' } | { kind: 'reset'; username: string } | { kind: 'done' };

/** /recovery/password: request a code by e-mail, then set a new password with it. */
export default function RecoverPasswordPage() {
  const { t } = useTranslation();
  const { domainId } = useBrand().brand;
  const [step, setStep] = useState<Step>({ kind: 'request' });
  const forgot = useForgotPassword();
  const reset = forgot.reset;
  const form = useForm({ initial: usernameForm, rules: usernameRules, onChange: useCallback(() => reset(), [reset]) });
  const submit = form.handleSubmit((values) => {
    const username = values.username.trim();
    forgot.mutate({ username, domainId }, { onSuccess: () => setStep({ kind: 'reset', username }) });
  });

  return (
    <Layout>
      <PageHeading>{t('pages.recoveryPassword')}</PageHeading>
      {step.kind === 'done' && (
        <Confirmation title={t('accountForms.recoverPassword.done')} next={t('accountForms.recoverPassword.doneNext')}>
          <p>
            <TextLink to="/login">{t('accountForms.logIn')}</TextLink>
          </p>
        </Confirmation>
      )}
      {step.kind === 'request' && (
        <>
          <p>{t('accountForms.recoverPassword.intro')}</p>
          <FailureBanner notice={failureNotice(forgot.error)} />
          <Card>
            <Form noValidate onSubmit={submit} aria-busy={forgot.isPending}>
              <TextField {...form.bind('username', t('accountForms.labels.username'))} autoComplete="username" />
              <Button type="submit" disabled={form.isSubmitDisabled || forgot.isPending}>
                {forgot.isPending ? t('accountForms.recoverPassword.requesting') : t('accountForms.recoverPassword.requestCode')}
              </Button>
            </Form>
          </Card>
        </>
      )}
      {step.kind === 'reset' && (
        <Card>
          <ResetStep
            username={step.username}
            domainId={domainId}
            onNewCode={() => setStep({ kind: 'request' })}
            onDone={() => setStep({ kind: 'done' })}
          />
        </Card>
      )}
      {step.kind !== 'done' && (
        <nav aria-label={t('auth.login.helpLinks')}>
          <LinkList>
            <li>
              <BackToLogin />
            </li>
            <li>
              <TextLink to="/recovery/username">{t('accountForms.recoverPassword.forgotUsername')}</TextLink>
            </li>
          </LinkList>
        </nav>
      )}
    </Layout>
  );
}
