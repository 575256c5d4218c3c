import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  initialPreferencesForm,
  isYes,
  preferencesRequest,
  type FormFlag,
  type Preferences,
  type PreferencesForm,
  type PreferencesRequest,
  scrollToTopWhenInvalid,
} from '../../member/preferences';
import { putPreferences } from '../../member/preferences-api';
import { Checkbox } from '../../ui/Checkbox';
import { EditFormCard } from '../../ui/EditFormCard';
import { Facts } from '../../ui/Facts';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import type { CommunicationPreferencesProps } from './communication-preferences.widget';
import { Group, Legend, Text } from './layout';
import { policyDetailsQuery, preferencesQuery, relevantPreferencesQuery, settingsKeys } from './page-api';
import { asksForEmail, editedSections, preferencesRules, shownSections, type CommunicationSection } from './rules';
import { allOf } from './section-state';
import { useEditCard } from './use-edit-card';

type Choice = 'marketingEmail' | 'electronicEob' | 'medicareMaterials';
const notifications = ['emailWhenBillReady', 'emailPaymentReminder', 'emailAutopayWithdrawalReminder'] as const;

/** What the card shows while not editing: each part's current choice in words (spec §5's default while unset). */
function PreferencesDisplay({ shown, values }: { shown: readonly CommunicationSection[]; values: PreferencesForm }) {
  const { t } = useTranslation();
  const yesNo = (flag: FormFlag, key: string) => t(`settings.communication.${key}.${isYes(values[flag]) ? 'yes' : 'no'}`);
  const flagOf: Record<Choice, FormFlag> = { marketingEmail: 'emailBreakingNews', electronicEob: 'electronicEob', medicareMaterials: 'electronicMedicareMailing' };
  const on = notifications.filter((flag) => isYes(values[flag])).map((flag) => t(`settings.communication.ebill.${flag}`));
  return (
    <Facts>
      {shown.map((part) => {
        switch (part) {
          case 'email':
            return [
              <dt key="email-term">{t('settings.communication.emailTerm')}</dt>,
              <dd key="email">{values.emailAddress || t('settings.communication.noEmail')}</dd>,
            ];
          case 'ebill':
            return [
              <dt key="statements-term">{t('settings.communication.ebill.statementsTerm')}</dt>,
              <dd key="statements">{yesNo('discontinuePaperStatements', 'ebill')}</dd>,
              <dt key="notifications-term">{t('settings.communication.ebill.notificationsTerm')}</dt>,
              <dd key="notifications">{on.length ? on.join('; ') : t('settings.communication.ebill.noNotifications')}</dd>,
            ];
          default:
            return [
              <dt key={`${part}-term`}>{t(`settings.communication.${part}.term`)}</dt>,
              <dd key={part}>{yesNo(flagOf[part], part)}</dd>,
            ];
        }
      })}
    </Facts>
  );
}

interface CardProps {
  title: string;
  shown: readonly CommunicationSection[];
  preferences: Preferences;
  hasExtendedPolicy: boolean;
}

function PreferencesCard({ title, shown, preferences, hasExtendedPolicy }: CardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const withEmail = asksForEmail(shown, preferences);
  const initial = useMemo(() => initialPreferencesForm(preferences, hasExtendedPolicy), [preferences, hasExtendedPolicy]);
  const rules = useMemo(() => preferencesRules(withEmail), [withEmail]);
  const { form, card, submitWith } = useEditCard({
    title,
    initial,
    rules,
    send: putPreferences,
    onSaved: (body: PreferencesRequest) => queryClient.setQueryData(settingsKeys.preferences, body),
  });
  const save = submitWith((values) => preferencesRequest(values, preferences, editedSections(shown)));
  const submit = (event: FormEvent) => {
    save(event);
    scrollToTopWhenInvalid(form.isValid);
  };

  const checkbox = (flag: FormFlag, label: string) => (
    <Checkbox key={flag} id={flag} label={label} checked={isYes(form.values[flag])} onChange={(checked) => form.set(flag, checked ? 'Y' : 'N')} />
  );
  const radios = (flag: FormFlag, legend: string, yes: string, no: string) => (
    <RadioGroup
      name={flag}
      legend={legend}
      value={form.values[flag]}
      onChange={(value) => form.set(flag, value)}
      options={[
        { value: 'Y', label: yes },
        { value: 'N', label: no },
      ]}
    />
  );
  const copy = (key: string) => t(`settings.communication.${key}`);

  return (
    <EditFormCard {...card} display={<PreferencesDisplay shown={shown} values={initial} />} onSubmit={submit}>
      {withEmail && !shown.includes('email') ? <Text>{copy('emailNeeded')}</Text> : null}
      {withEmail ? <TextField {...form.bind('emailAddress', copy('emailLabel'))} type="email" autoComplete="email" /> : null}
      {shown.includes('marketingEmail') ? (
        <Group>
          <Legend>{copy('marketingEmail.legend')}</Legend>
          {checkbox('emailBreakingNews', copy('marketingEmail.label'))}
        </Group>
      ) : null}
      {shown.includes('electronicEob')
        ? radios('electronicEob', copy('electronicEob.legend'), copy('electronicEob.electronic'), copy('electronicEob.paper'))
        : null}
      {shown.includes('medicareMaterials')
        ? radios(
            'electronicMedicareMailing',
            copy('medicareMaterials.legend'),
            copy('medicareMaterials.electronic'),
            copy('medicareMaterials.paper'),
          )
        : null}
      {shown.includes('ebill') ? (
        <>
          {radios('discontinuePaperStatements', copy('ebill.statementsLegend'), copy('ebill.paperless'), copy('ebill.paper'))}
          <Group>
            <Legend>{copy('ebill.notificationsLegend')}</Legend>
            {notifications.map((flag) => checkbox(flag, copy(`ebill.${flag}`)))}
          </Group>
        </>
      ) : null}
    </EditFormCard>
  );
}

/**
 * The `communicationPreferences` section: an edit-form card of the parts of the member's preferences its props name
 * that apply to the member (account/relevant-preferences), shown with spec §5's defaults while a flag is unset
 * (account/registration/policy-details: extended policy or not); saved with PUT account/preferences, which changes
 * only the flags this card shows. Nothing renders when no part applies. Independent of the page it is on.
 */
export default function CommunicationPreferencesSection({ title, sections }: CommunicationPreferencesProps) {
  const { t } = useTranslation();
  const preferences = useQuery(preferencesQuery);
  const relevant = useQuery(relevantPreferencesQuery);
  const details = useQuery(policyDetailsQuery);
  const heading = t(title);
  if (!preferences.isSuccess || !relevant.isSuccess || !details.isSuccess) {
    return tileWhileNotLoaded(allOf([preferences, relevant, details]), heading, { minHeight: '8rem', lines: 3 });
  }
  const shown = shownSections(sections, relevant.data);
  if (shown.length === 0) return null;
  return <PreferencesCard title={heading} shown={shown} preferences={preferences.data} hasExtendedPolicy={details.data.hasExtendedPolicy} />;
}
