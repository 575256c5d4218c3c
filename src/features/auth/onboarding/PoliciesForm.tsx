import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../../ui/AlertBanner';
import { Button } from '../../../ui/Button';
import { CardTitle } from '../../../ui/Card';
import { Checkbox } from '../../../ui/Checkbox';
import { RadioGroup } from '../../../ui/RadioGroup';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context';
import { useForm } from '../../../ui/validation/use-form';
import { required, withMessage, type Rule } from '../../../ui/validation/validators';
import { Intro, Panel, StepForm } from './layout';
import type { RegistrationPolicies } from './onboarding-types';
import { eeobChoiceOf, initialEeobChoice, POLICIES_SNACKBAR_MS, policiesRequest } from './rules';
import { showsOnPage, useSaveRegistrationPolicies } from './use-save-step';

const POLICY_SIGNED = 'Y';

/** Spec §5: the communication policy checkbox must be ticked, with its own message. */
const rules = (): Record<'policy' | 'eeob', readonly Rule[]> => ({
  policy: [withMessage(required, 'onboarding.policies.policyRequired')],
  eeob: [],
});

export interface PoliciesFormProps {
  isSubscriber: boolean;
  policies: RegistrationPolicies;
}

/** The digital communications policy and, for subscribers, the eEOB delivery choice; saving continues routing. */
export function PoliciesForm({ isSubscriber, policies }: PoliciesFormProps) {
  const { t } = useTranslation();
  const { notify } = useSnackbar();
  const initial = useMemo(
    () => ({
      policy: policies.isCommunicationPolicySigned ? POLICY_SIGNED : '',
      eeob: initialEeobChoice(isSubscriber, policies.isEeobPreferenceConsented) ?? '',
    }),
    [isSubscriber, policies],
  );
  const form = useForm({ initial, rules });
  const save = useSaveRegistrationPolicies(() =>
    notify({ status: 'success', message: t('onboarding.policies.saved'), dismissAfter: POLICIES_SNACKBAR_MS }),
  );

  const submit = (event: FormEvent) =>
    form.handleSubmit((values) => save.mutate(policiesRequest(isSubscriber, eeobChoiceOf(values.eeob))))(event);

  const policyLabel = t('onboarding.policies.policyCheckbox');
  return (
    <StepForm noValidate onSubmit={submit} aria-busy={save.isPending}>
      {save.isError && showsOnPage(save.error) && <AlertBanner type="error" live="assertive" title={t('onboarding.policies.saveError')} />}
      <Panel as="section" aria-labelledby="policy-heading">
        <CardTitle id="policy-heading">{t('onboarding.policies.policyHeading')}</CardTitle>
        <Intro>{t('onboarding.policies.policyText')}</Intro>
        <Checkbox
          id="policy"
          label={policyLabel}
          checked={form.values.policy === POLICY_SIGNED}
          onChange={(checked) => form.set('policy', checked ? POLICY_SIGNED : '')}
          onBlur={() => form.touch('policy')}
          error={form.message('policy', policyLabel)}
        />
      </Panel>
      {isSubscriber && (
        <Panel>
          <RadioGroup
            name="eeob"
            legend={t('onboarding.policies.eeobLegend')}
            options={[
              { value: 'consent', label: t('onboarding.policies.eeobConsent') },
              { value: 'paper', label: t('onboarding.policies.eeobPaper') },
            ]}
            value={form.values.eeob}
            onChange={(value) => form.set('eeob', value)}
          />
        </Panel>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('onboarding.policies.saving') : t('onboarding.policies.submit')}
      </Button>
    </StepForm>
  );
}
