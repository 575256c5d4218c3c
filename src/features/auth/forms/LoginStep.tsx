import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { PasswordField } from '../../../ui/PasswordField';
import { TextField } from '../../../ui/TextField';
import { useForm } from '../../../ui/validation/use-form';
import type { Rule } from '../../../ui/validation/validators';
import { useRegister, useSecurityQuestions } from './api';
import { Actions, FailureBanner, Form, StepHeading } from './layout';
import { failureNotice, loginForm, loginRules, otherQuestions, registrationRequest, type IdentityValues, type LoginValues } from './rules';

const notTaken =
  (taken: string | null): Rule =>
  (value) =>
    taken !== null && value.trim().toLowerCase() === taken ? { kind: 'custom', messageKey: 'accountForms.errors.usernameTaken' } : null;

/** Registration step 2: username, password, email and two security questions; then the account is created. */
export function LoginStep({ identity, domainId, onBack, onDone }: { identity: IdentityValues; domainId: number; onBack(): void; onDone(username: string): void }) {
  const { t } = useTranslation();
  const questions = useSecurityQuestions();
  const register = useRegister();
  const [taken, setTaken] = useState<string | null>(null);
  const reset = register.reset;
  const rules = useCallback((values: LoginValues) => {
    const base = loginRules(values);
    return { ...base, username: [...base.username, notTaken(taken)] };
  }, [taken]);
  const form = useForm({ initial: loginForm, rules, onChange: useCallback(() => reset(), [reset]) });
  const label = (field: keyof LoginValues) => t(`accountForms.labels.${field}`);
  const options = (list: readonly { id: number; question: string }[]) => list.map((q) => ({ value: String(q.id), label: q.question }));
  const all = questions.data ?? [];

  const submit = form.handleSubmit((values) =>
    register.mutate(registrationRequest(identity, values, domainId), {
      onSuccess: (result) => {
        if ('username' in result) return onDone(result.username);
        setTaken(values.username.trim().toLowerCase());
        document.getElementById('username')?.focus();
      },
    }),
  );

  const questionField = (n: 1 | 2) => {
    const field = n === 1 ? 'question1' : 'question2';
    const bound = form.bind(field, label(field));
    const choices = n === 1 ? otherQuestions(all, form.values.question2) : otherQuestions(all, form.values.question1);
    return <SelectField {...bound} options={options(choices)} placeholder={t('accountForms.chooseQuestion')} disabled={!questions.data} />;
  };

  return (
    <>
      <StepHeading>{t('accountForms.registration.step', { step: 2, name: t('accountForms.registration.loginStep') })}</StepHeading>
      <FailureBanner notice={failureNotice(register.error)} />
      {questions.isError && <FailureBanner notice={failureNotice(questions.error) ?? { kind: 'unavailable' }} />}
      <Form noValidate onSubmit={submit} aria-busy={register.isPending}>
        <TextField {...form.bind('username', label('username'))} hint={t('accountForms.hints.username')} autoComplete="username" />
        <PasswordField {...form.bind('password', label('password'))} hint={t('accountForms.hints.password')} autoComplete="new-password" />
        <PasswordField {...form.bind('confirmPassword', label('confirmPassword'))} autoComplete="new-password" />
        <TextField {...form.bind('email', label('email'))} type="email" autoComplete="email" />
        {questionField(1)}
        <PasswordField {...form.bind('answer1', label('answer1'))} hint={t('accountForms.hints.answer')} autoComplete="off" />
        {questionField(2)}
        <PasswordField {...form.bind('answer2', label('answer2'))} hint={t('accountForms.hints.answer')} autoComplete="off" />
        <Actions>
          <Button type="submit" disabled={form.isSubmitDisabled || register.isPending}>
            {register.isPending ? t('accountForms.registration.submitting') : t('accountForms.registration.submit')}
          </Button>
          <Button $variant="secondary" onClick={onBack} disabled={register.isPending}>
            {t('accountForms.registration.back')}
          </Button>
        </Actions>
      </Form>
    </>
  );
}
