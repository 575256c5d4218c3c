import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '../../api/api-error';
import { reportToGlobalHandler } from '../../api/error-channel';
import { useBrand } from '../../manifest/brand-context';
import { signedOutNoticeOf } from '../../member/signed-out-notice';
import { AppLink } from '../../ui/AppLink';
import { AlertBanner } from '../../ui/AlertBanner';
import { Card } from '../../ui/Card';
import { PageHeading } from '../../ui/PageHeading';
import { PageColumn as Layout } from '../../ui/PageColumn';
import { useSignIn } from './api';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { SubmitButton } from '../../ui/SubmitButton';
import { isShownOnLoginPage, isSubmitDisabled, loginErrorMessage, validateLoginForm, type LoginField, type LoginForm } from './rules';


const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledLink = styled(AppLink)`
  color: ${({ theme }) => theme.colors.link};
`;

export default function LoginPage() {
  const { t } = useTranslation();
  const manifest = useBrand();
  const location = useLocation();
  const signIn = useSignIn(manifest.brand.domainId);
  const [form, setForm] = useState<LoginForm>({ username: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const loggedOut = (location.state as { loggedOut?: boolean } | null)?.loggedOut === true;
  // Signed out without asking here: for inactivity, or in another tab (src/app/shell/IdleWatch.tsx).
  const signedOut = signedOutNoticeOf(location.state);
  const errors = validateLoginForm(form);
  // Before hydration a press would submit the form natively, with the password in the URL.

  const change = (field: LoginField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (signIn.error) signIn.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (Object.keys(errors).length > 0) return;
    void signIn.submit(form).then((error) => {
      if (isApiError(error) && !isShownOnLoginPage(error)) reportToGlobalHandler(error);
    });
  };

  const failure =
    isApiError(signIn.error) && isShownOnLoginPage(signIn.error) ? loginErrorMessage(signIn.error) : null;
  const fieldError = (field: LoginField, label: string) =>
    touched[field] && errors[field] ? t('forms.required', { label }) : undefined;

  return (
    <Layout>
      <PageHeading>{t('auth.login.title')}</PageHeading>
      {loggedOut && !signIn.error && <AlertBanner type="success" live="polite" title={t('auth.login.loggedOut')} />}
      {signedOut === 'idle' && !signIn.error && (
        <AlertBanner type="info" live="polite" title={t('session.notice.idleTitle')}>
          <p>{t('session.notice.idle', { count: manifest.session.idleMinutes })}</p>
        </AlertBanner>
      )}
      {signedOut === 'elsewhere' && !signIn.error && <AlertBanner type="info" live="polite" title={t('session.notice.elsewhere')} />}
      {failure && (
        <AlertBanner type="error" live="assertive" title={failure.key === 'auth.login.errors.attemptsRemaining' ? t(failure.key, { count: failure.count }) : t(failure.key)} />
      )}
      <Card>
        <Form noValidate onSubmit={submit} aria-busy={signIn.isPending}>
          <TextField
            id="username"
            label={t('auth.login.username')}
            autoComplete="username"
            value={form.username}
            error={fieldError('username', t('auth.login.username'))}
            onChange={(value) => change('username', value)}
            onBlur={() => setTouched((s) => ({ ...s, username: true }))}
          />
          <PasswordField
            id="password"
            label={t('auth.login.password')}
            autoComplete="current-password"
            value={form.password}
            error={fieldError('password', t('auth.login.password'))}
            onChange={(value) => change('password', value)}
            onBlur={() => setTouched((s) => ({ ...s, password: true }))}
          />
          <SubmitButton disabled={isSubmitDisabled(form, touched) || signIn.isPending}>
            {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
          </SubmitButton>
        </Form>
      </Card>
      <nav aria-label={t('auth.login.helpLinks')}>
        <Links>
          {manifest.features.createAccountLink && (
            <li>
              <StyledLink to="/registration">{t('auth.login.createAccount')}</StyledLink>
            </li>
          )}
          {manifest.features.forgotLinks && (
            <>
              <li>
                <StyledLink to="/recovery/username">{t('auth.login.forgotUsername')}</StyledLink>
              </li>
              <li>
                <StyledLink to="/recovery/password">{t('auth.login.forgotPassword')}</StyledLink>
              </li>
            </>
          )}
          <li>
            <StyledLink to="/contact-us">{t('auth.login.contactUs')}</StyledLink>
          </li>
        </Links>
      </nav>
    </Layout>
  );
}
