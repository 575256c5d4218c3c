import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Member } from '../../api/response-types';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { formatUsDate, formatUsd } from '../../ui/format';
import { Icon } from '../../ui/icons';
import { Popover } from '../../ui/Popover';
import { ProgressBar } from '../../ui/ProgressBar';
import { RadioGroup } from '../../ui/RadioGroup';
import { SelectField } from '../../ui/SelectField';
import { SkeletonLines } from '../../ui/Skeleton';
import { TileError } from '../../ui/TileError';
import type { TileQuery } from '../../ui/TileStates';
import {
  asOfDateInput,
  NETWORK_TIERS,
  tierLabelKey,
  type ValidLimit,
  type LimitFields,
} from './page-rules';
import { planStatusKey, type PlanLine } from '../../member/plan-line';
import type { Eligibility } from '../../api/response-types';

/* The pieces the benefits sections share: thin views over the rules in rules.ts. */

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
  & > * { min-width: min(100%, 14rem); }
`;

export const Text = styled.p`
  margin: 0;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td {
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th { font-weight: 700; }
`;


const FigureList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const FigureHeading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  h3, h4 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.body}; }
`;

const TipHeader = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.spacing.xs};
`;

/** While a section's call runs: lines of its final size; when it failed: its own error with 'Try again'. */
export function SectionWhileNotLoaded({ query, lines = 4 }: { query: TileQuery; lines?: number }) {
  if (query.isPending) return <SkeletonLines lines={lines} lineHeight="1.5rem" />;
  return <TileError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}

/** A plan line's status text (spec §4): 'Active since {date}', 'Effective on {date}', 'Terminated on {date}'. */
export function PlanStatusText({ line }: { line: PlanLine<Eligibility> }) {
  const { t } = useTranslation();
  return <>{t(planStatusKey[line.status], { date: formatUsDate(line.date) })}</>;
}

export interface ShownFigure extends LimitFields {
  coverageType?: 'INDIVIDUAL' | 'FAMILY';
  detail?: { header: string; body: string } | null;
}

/**
 * Limits and accumulators as progress bars (spec §2: title, met, remaining, limit), each named by its heading,
 * with its detailed description in a popover (trigger click).
 */
export function FigureBars({ figures, headingLevel = 3 }: { figures: readonly ValidLimit<ShownFigure>[]; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <FigureList>
      {figures.map((figure, index) => {
        const name = figure.limitType?.trim() || t('benefits.limits.unnamed');
        const coverage = figure.coverageType === 'FAMILY' ? t('benefits.limits.family') : t('benefits.limits.individual');
        const title = `${name} (${coverage})`;
        return (
          <li key={`${name}-${figure.coverageType ?? ''}-${index}`}>
            <FigureHeading>
              <Heading>{title}</Heading>
              {figure.detail ? (
                <Popover
                  label={t('benefits.limits.about', { name: title })}
                  trigger={<Icon name="info" />}
                  content={
                    <>
                      <TipHeader>{figure.detail.header}</TipHeader>
                      {figure.detail.body}
                    </>
                  }
                />
              ) : null}
            </FigureHeading>
            <ProgressBar met={figure.totalMet} remaining={figure.totalRemaining} limit={figure.total} ariaLabel={title} />
          </li>
        );
      })}
    </FigureList>
  );
}

/** The network tier choice, in network first (spec §9 default tier). */
export function TierChoice({ name, value, onChange }: { name: string; value: string; onChange(tier: string): void }) {
  const { t } = useTranslation();
  const options = NETWORK_TIERS.map((tier) => ({ value: tier, label: t(tierLabelKey(tier) ?? tier) }));
  return <RadioGroup name={name} legend={t('benefits.tiers.legend')} options={options} value={value} onChange={onChange} />;
}

export const memberName = (m: Pick<Member, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`;

/** The family member shown: a choice among those the member may see (a dependent sees only themself: no choice). */
export function MemberChoice({
  id,
  members,
  value,
  onChange,
}: {
  id: string;
  members: readonly Member[];
  value: number;
  onChange(suffix: number): void;
}) {
  const { t } = useTranslation();
  if (members.length < 2) return null;
  return (
    <SelectField
      id={id}
      label={t('benefits.controls.member')}
      placeholder={t('benefits.controls.member')}
      value={String(value)}
      options={members.map((m) => ({ value: String(m.memberSuffix), label: memberName(m) }))}
      onChange={(next) => {
        if (next !== '') onChange(Number(next));
      }}
    />
  );
}

/**
 * The as-of date the member can change: typed as mm/dd/yyyy (spec §5), checked with spec §5's messages
 * ('As of date is a required field', 'As of date must be mm/dd/yyyy'), sent as yyyy-mm-dd.
 */
export function AsOfDateForm({ id, value, onChange, children }: { id: string; value: string; onChange(isoDate: string): void; children?: ReactNode }) {
  const { t } = useTranslation();
  const label = t('benefits.controls.asOfDate');
  const [text, setText] = useState(formatUsDate(value));
  const [shownFor, setShownFor] = useState(value);
  const [error, setError] = useState<string | undefined>(undefined);
  if (shownFor !== value) {
    setShownFor(value);
    setText(formatUsDate(value));
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = asOfDateInput(text);
    if ('error' in parsed) {
      setError(t(parsed.error === 'required' ? 'forms.required' : 'forms.invalidDate', { label }));
      return;
    }
    setError(undefined);
    onChange(parsed.date);
  };
  return (
    // On paper the status line beside it names the member and the date.
    <form onSubmit={submit} noValidate data-print-hide="">
      <Controls>
        {children}
        <DateField id={id} label={label} hint={t('forms.dateHint')} value={text} onChange={setText} error={error} />
        <div>
          <Button type="submit" $variant="secondary">
            {t('benefits.controls.apply')}
          </Button>
        </div>
      </Controls>
    </form>
  );
}

/** USD with the narrow symbol and two decimals (spec §9). */
export const usd = formatUsd;
