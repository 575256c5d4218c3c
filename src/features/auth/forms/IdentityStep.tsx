import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toIsoDate, useClock } from '../../../engine/clock';
import { AlertBanner } from '../../../ui/AlertBanner';
import { Button } from '../../../ui/Button';
import { DateField } from '../../../ui/DateField';
import { TextField } from '../../../ui/TextField';
import { useForm } from '../../../ui/validation/use-form';
import { useCheckUserDetails } from './api';
import { Actions, Form, StepHeading } from './layout';
import { identityRules, userDetailsRequest, type IdentityValues } from './rules';

interface IdentityStepProps {
  initial: IdentityValues;
  domainId: number;
  /** Back from step 2: the heading takes focus (on page load the h1 has it). */
  returned: boolean;
  onVerified(values: IdentityValues): void;
}

/** Registration step 1: the member's details, checked against the plan's members without a login. */
export function IdentityStep({ initial, domainId, returned, onVerified }: IdentityStepProps) {
  const { t } = useTranslation();
  const today = toIsoDate(useClock()());
  const check = useCheckUserDetails();
  const reset = check.reset;
  const rules = useMemo(() => identityRules(today), [today]);
  const form = useForm({ initial, rules, onChange: useCallback(() => reset(), [reset]) });
  const label = (field: keyof IdentityValues) => t(`accountForms.labels.${field}`);

  const submit = form.handleSubmit((values) =>
    check.mutate(userDetailsRequest(values, domainId), { onSuccess: ({ valid }) => valid && onVerified(values) }),
  );

  return (
    <>
      <StepHeading focus={returned}>{t('accountForms.registration.step', { step: 1, name: t('accountForms.registration.identityStep') })}</StepHeading>
      {check.data?.valid === false && <AlertBanner type="error" live="assertive" title={t('accountForms.registration.notFound')} />}
      <Form noValidate onSubmit={submit} aria-busy={check.isPending}>
        <TextField {...form.bind('subscriberId', label('subscriberId'))} hint={t('accountForms.hints.subscriberId')} autoComplete="off" />
        <TextField {...form.bind('firstName', label('firstName'))} autoComplete="given-name" />
        <TextField {...form.bind('lastName', label('lastName'))} autoComplete="family-name" />
        <DateField {...form.bind('dateOfBirth', label('dateOfBirth'))} hint={t('forms.dateHint')} autoComplete="bday" />
        <Actions>
          <Button type="submit" disabled={form.isSubmitDisabled || check.isPending}>
            {check.isPending ? t('accountForms.registration.checking') : t('accountForms.registration.continue')}
          </Button>
        </Actions>
      </Form>
    </>
  );
}
