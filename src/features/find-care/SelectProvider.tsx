import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessageOr } from '../../api/api-error';
import { answerWords } from '../../api/member-api-words';
import { wordsText } from '../../engine/i18n/words';
import { formatUsDate } from '../../ui/format';
import { mmDdYyyyToIso } from '../../ui/validation/validators';
import { AlertBanner } from '../../ui/AlertBanner';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { DateField } from '../../ui/DateField';
import { TextField } from '../../ui/TextField';
import { Tile } from '../../ui/Tile';
import { useForm } from '../../ui/validation/use-form';
import { useSelectPcp } from './page-api';
import {
  companionsOf,
  dateField,
  fullName,
  namesList,
  pcpSelectionRefusals,
  selectBody,
  selectFormInitial,
  selectFormRules,
  type PcpMember,
  type Provider,
} from './page-rules';
import { PRIMARY_CARE_PATH } from './rules';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 36rem;
  p { margin: 0; }
  fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: ${({ theme }) => theme.spacing.sm}; }
  legend { font-weight: 600; padding: 0; margin-bottom: ${({ theme }) => theme.spacing.xs}; }
  ul { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;


export interface SelectProviderProps {
  provider: Provider;
  /** The member of the route: always in the selection. */
  member: PcpMember;
  /** Everyone pcp/members answered (the companions are chosen from them). */
  members: readonly PcpMember[];
  today: string;
  accountEmail: string | undefined;
  onCancel(): void;
}

/**
 * The selection step (spec §7 POST pcp/select): this member and, if ticked, others the signed-in person may see; an
 * effective date each (the earliest allowed by default), the e-mail for the confirmation, a confirmation step, then
 * the gateway's message. A refusal keeps everything typed.
 */
export function SelectProvider({ provider, member, members, today, accountEmail, onCancel }: SelectProviderProps) {
  const { t } = useTranslation();
  const companions = useMemo(() => companionsOf(members, member, today), [members, member, today]);
  const everyone = useMemo(() => [member, ...companions], [member, companions]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set([member.memberKey]));
  const initial = useMemo(() => selectFormInitial(everyone, today, accountEmail), [everyone, today, accountEmail]);
  const rules = useMemo(() => selectFormRules(everyone, chosen, today), [everyone, chosen, today]);
  const select = useSelectPcp();
  const form = useForm({ initial, rules, onChange: () => select.reset() });
  const [confirming, setConfirming] = useState(false);
  const focusRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (confirming) focusRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (select.isSuccess) doneRef.current?.focus();
  }, [select.isSuccess]);

  const inSelection = everyone.filter((m) => chosen.has(m.memberKey));
  const names = namesList(inSelection.map(fullName), t('findCare.select.and'));
  const toggle = (key: string, on: boolean) => {
    select.reset();
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  };
  const submit = (event: FormEvent) => form.handleSubmit(() => setConfirming(true))(event);
  const send = () => select.mutate(selectBody(everyone, chosen, form.values, provider.id));

  if (select.isSuccess) {
    // The gateway's confirmation on an English page; in another language ours, from what was sent, in its order.
    const details = selectBody(everyone, chosen, form.values, provider.id).pcpSelectList.map((item) => {
      const selected = everyone.find((m) => m.memberKey === item.memberKey);
      const date = formatUsDate(mmDdYyyyToIso(item.effectiveDate) ?? item.effectiveDate);
      return t('findCare.select.savedLine', { name: selected ? fullName(selected) : '', provider: provider.name, date });
    });
    const saved = answerWords(select.data, { key: 'findCare.select.saved', values: { details: details.join('; ') } });
    return (
      <Tile title={t('findCare.select.done')}>
        <div ref={doneRef} tabIndex={-1}>
          <AlertBanner type="success" title={wordsText(saved, t)} live="polite" links={[
            { label: t('findCare.select.toOverview'), to: PRIMARY_CARE_PATH },
            { label: t('findCare.select.toHome'), to: '/home' },
          ]} />
        </div>
      </Tile>
    );
  }

  return (
    <Tile title={t('findCare.select.title', { provider: provider.name })}>
      <Form noValidate onSubmit={submit} aria-busy={select.isPending || undefined}>
        {confirming ? (
          <>
            <p ref={focusRef} tabIndex={-1}>
              {t('findCare.select.confirm', { provider: provider.name, names })}
            </p>
            <ul>
              {inSelection.map((m) => (
                <li key={m.memberKey}>{t('findCare.select.confirmDates', { name: fullName(m), date: (form.values[dateField(m)] ?? '').trim() })}</li>
              ))}
            </ul>
            <p>{t('findCare.select.confirmEmail', { email: (form.values.email ?? '').trim() })}</p>
            <Actions>
              <Button onClick={send} disabled={select.isPending}>
                {select.isPending ? t('findCare.select.sending') : t('findCare.select.send')}
              </Button>
              <Button $variant="secondary" onClick={() => setConfirming(false)} disabled={select.isPending}>
                {t('findCare.select.change')}
              </Button>
            </Actions>
          </>
        ) : (
          <>
            <p>{t('findCare.select.forMember', { name: fullName(member) })}</p>
            <DateField {...form.bind(dateField(member), t('findCare.select.effectiveDate', { name: fullName(member) }))} hint={t('findCare.select.dateHint')} />
            {companions.length > 0 ? (
              <fieldset>
                <legend>{t('findCare.select.alsoFor')}</legend>
                {companions.map((m) => (
                  <div key={m.memberKey}>
                    <Checkbox id={`also${m.memberSuffix}`} label={fullName(m)} checked={chosen.has(m.memberKey)} onChange={(on) => toggle(m.memberKey, on)} />
                    {chosen.has(m.memberKey) ? (
                      <DateField {...form.bind(dateField(m), t('findCare.select.effectiveDate', { name: fullName(m) }))} hint={t('findCare.select.dateHint')} />
                    ) : null}
                  </div>
                ))}
              </fieldset>
            ) : null}
            <TextField {...form.bind('email', t('findCare.select.email'))} type="email" autoComplete="email" hint={t('findCare.select.emailHint')} />
            <Actions>
              <Button type="submit">{t('findCare.select.continue')}</Button>
              <Button $variant="secondary" onClick={onCancel}>
                {t('findCare.select.cancel')}
              </Button>
            </Actions>
          </>
        )}
        {select.isError ? <AlertBanner type="error" live="assertive" title={serverMessageOr(select.error, [400, 403], t('findCare.select.failed'), { keys: pcpSelectionRefusals, t })} /> : null}
      </Form>
    </Tile>
  );
}
