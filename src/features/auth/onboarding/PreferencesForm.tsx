import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../../ui/AlertBanner';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { RadioGroup } from '../../../ui/RadioGroup';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context';
import { TextField } from '../../../ui/TextField';
import { useForm } from '../../../ui/validation/use-form';
import { email, required, type Rule } from '../../../ui/validation/validators';
import { Panel, Section, SectionLegend, StepForm } from './layout';
import {
  initialPreferencesForm,
  isYes,
  preferencesRequest,
  type FormFlag,
  type Preferences,
  type PreferencesForm as FormValues,
  type RelevantPreferences,
  scrollToTopWhenInvalid,
} from '../../../member/preferences';
import { PREFERENCES_SNACKBAR_MS } from './rules';
import { showsOnPage, useSavePreferences } from './use-save-step';

/** Only the email is checked (spec §5: required, valid format); the choices always hold Y or N. */
const rules = (): Record<keyof FormValues, readonly Rule[]> => ({
  emailAddress: [required, email],
  emailBreakingNews: [],
  electronicEob: [],
  electronicMedicareMailing: [],
  discontinuePaperStatements: [],
  emailWhenBillReady: [],
  emailPaymentReminder: [],
  emailAutopayWithdrawalReminder: [],
});

export interface PreferencesFormProps {
  relevant: RelevantPreferences;
  preferences: Preferences;
  hasExtendedPolicy: boolean;
}

/** The email address and the relevant sections of spec §2 "Update preferences"; saving continues routing. */
export function PreferencesForm({ relevant, preferences, hasExtendedPolicy }: PreferencesFormProps) {
  const { t } = useTranslation();
  const { notify } = useSnackbar();
  const initial = useMemo(() => initialPreferencesForm(preferences, hasExtendedPolicy), [preferences, hasExtendedPolicy]);
  const form = useForm({ initial, rules });
  const save = useSavePreferences(() =>
    notify({ status: 'success', message: t('onboarding.preferences.saved'), dismissAfter: PREFERENCES_SNACKBAR_MS }),
  );

  const submit = (event: FormEvent) => {
    form.handleSubmit((values) => save.mutate(preferencesRequest(values, preferences, relevant)))(event);
    scrollToTopWhenInvalid(form.isValid);
  };

  const yesNo = (flag: FormFlag, label: string) => ({
    name: flag,
    legend: label,
    value: form.values[flag],
    onChange: (value: string) => form.set(flag, value),
  });
  const checkbox = (flag: FormFlag, label: string) => ({
    id: flag,
    label,
    checked: isYes(form.values[flag]),
    onChange: (checked: boolean) => form.set(flag, checked ? 'Y' : 'N'),
  });
  const options = (yes: string, no: string) => [
    { value: 'Y', label: t(yes) },
    { value: 'N', label: t(no) },
  ];

  return (
    <StepForm noValidate onSubmit={submit} aria-busy={save.isPending}>
      {save.isError && showsOnPage(save.error) && <AlertBanner type="error" live="assertive" title={t('onboarding.preferences.saveError')} />}
      <TextField {...form.bind('emailAddress', t('onboarding.preferences.email'))} type="email" autoComplete="email" />
      {relevant.marketingEmail && (
        <Section>
          <SectionLegend>{t('onboarding.preferences.marketingEmail.legend')}</SectionLegend>
          <Checkbox {...checkbox('emailBreakingNews', t('onboarding.preferences.marketingEmail.emailBreakingNews'))} />
        </Section>
      )}
      {relevant.electronicEob && (
        <Panel>
          <RadioGroup
            {...yesNo('electronicEob', t('onboarding.preferences.electronicEob.legend'))}
            options={options('onboarding.preferences.electronicEob.electronic', 'onboarding.preferences.electronicEob.paper')}
          />
        </Panel>
      )}
      {relevant.medicareMaterials && (
        <Panel>
          <RadioGroup
            {...yesNo('electronicMedicareMailing', t('onboarding.preferences.medicareMaterials.legend'))}
            options={options('onboarding.preferences.medicareMaterials.electronic', 'onboarding.preferences.medicareMaterials.paper')}
          />
        </Panel>
      )}
      {relevant.ebill && (
        <Section>
          <SectionLegend>{t('onboarding.preferences.ebill.legend')}</SectionLegend>
          <RadioGroup
            {...yesNo('discontinuePaperStatements', t('onboarding.preferences.ebill.statements'))}
            options={options('onboarding.preferences.ebill.paperless', 'onboarding.preferences.ebill.paper')}
          />
          <Section>
            <SectionLegend>{t('onboarding.preferences.ebill.notifications')}</SectionLegend>
            <Checkbox {...checkbox('emailWhenBillReady', t('onboarding.preferences.ebill.emailWhenBillReady'))} />
            <Checkbox {...checkbox('emailPaymentReminder', t('onboarding.preferences.ebill.emailPaymentReminder'))} />
            <Checkbox
              {...checkbox('emailAutopayWithdrawalReminder', t('onboarding.preferences.ebill.emailAutopayWithdrawalReminder'))}
            />
          </Section>
        </Section>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('onboarding.preferences.saving') : t('onboarding.preferences.submit')}
      </Button>
    </StepForm>
  );
}
