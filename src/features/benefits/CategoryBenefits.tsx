import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { eligibilityCategories, type EligibilityCategory } from '@schemas/api/account';
import type { Eligibility } from '../../api/response-types';
import { toIsoDate, useClock } from '../../engine/clock';
import { useAccount } from '../../member/queries';
import { formatUsDate } from '../../ui/format';
import { PrintRow } from '../../ui/PrintButton';
import { SkeletonLines } from '../../ui/Skeleton';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { limitsQuery, type Limit } from './api';
import { categoryBenefitsQuery, type MemberBenefits } from './page-api';
import {
  AsOfDateForm,
  FigureBars,
  MemberChoice,
  Muted,
  PlanStatusText,
  SectionWhileNotLoaded,
  Stack,
  Table,
  Text,
  TierChoice,
  memberName,
  type ShownFigure,
} from './BenefitParts';
import type { CategoryBenefitsProps } from './category-benefits.widget';
import {
  DEFAULT_TIER,
  accumulatorsOnTier,
  asOfDateOf,
  chosenMember,
  effectiveTimeToDate,
  isSearchableCategory,
  limitsOnTier,
  memberSuffixOf,
  networkTierOf,
  outOfPocketShown,
  productCategoryCodes,
  shownDentalMaximums,
  type ValidLimit,
} from './page-rules';
import { planLine } from '../../member/plan-line';
import { ServiceSearch } from './ServiceSearch';
import { formatPercent, formatUsd } from '../../ui/format';
import { ScrollRegion } from '../../ui/ScrollRegion';

const isEligibilityCategory = (value: string | undefined): value is EligibilityCategory =>
  (eligibilityCategories as readonly string[]).includes(value ?? '');


function limitFigures(limits: readonly Limit[], category: EligibilityCategory, tier: string): ValidLimit<ShownFigure>[] {
  return limitsOnTier(limits, productCategoryCodes[category], tier).map((l) => ({ ...l, detail: l.detailedDescription }));
}

function accumulatorFigures(member: MemberBenefits | undefined, tier: string): ValidLimit<ShownFigure>[] {
  return accumulatorsOnTier(member?.accumulators ?? [], tier).map((a) => ({ ...a, coverageType: a.coverage, detail: a.detailDescription }));
}

/** What the member pays on the tier (spec §9 percents), and the dental maximums other than -1 and 0. */
function CostsTile({ member, tier, category }: { member: MemberBenefits; tier: string; category: EligibilityCategory }) {
  const { t } = useTranslation();
  const costs = member.outOfPocket.filter((c) => networkTierOf(c.tier) === tier);
  const maximums = shownDentalMaximums(member.dentalMaximums).filter((m) => networkTierOf(m.tier) === tier);
  const shown = (cost: { value: number; copay: boolean }) => {
    const value = outOfPocketShown(cost);
    if (value.kind === 'notApplicable') return t('benefits.costs.notApplicable');
    if (value.kind === 'copay') return t('benefits.costs.copay', { amount: formatUsd(value.amount) });
    return formatPercent(value.fraction);
  };
  return (
    <Tile title={t('benefits.costs.title')}>
      {costs.length === 0 ? (
        <Text>{t('benefits.costs.empty')}</Text>
      ) : (
        <ScrollRegion label={t('benefits.costs.table')}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('benefits.costs.service')}</th>
                <th scope="col">{t('benefits.costs.youPay')}</th>
              </tr>
            </thead>
            <tbody>
              {costs.map((cost) => (
                <tr key={`${cost.service}-${cost.tier}`}>
                  <th scope="row">{cost.service}</th>
                  <td>{shown(cost)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
      {category === 'dental' && maximums.length > 0 ? (
        <>
          <h3>{t('benefits.maximums.title')}</h3>
          <ScrollRegion label={t('benefits.maximums.title')}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('benefits.maximums.name')}</th>
                  <th scope="col">{t('benefits.maximums.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {maximums.map((m) => (
                  <tr key={`${m.label}-${m.tier}`}>
                    <th scope="row">{m.label}</th>
                    <td>{formatUsd(m.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        </>
      ) : null}
    </Tile>
  );
}

/**
 * A benefit category's page body (spec §2, §3): the member and as-of date, the plan and its status, the valid
 * limits and accumulators of the chosen tier as progress bars, what the member pays, and the service search of
 * medical and dental. With scope summary: every category's plan line and limits (the Benefits summary).
 */
export default function CategoryBenefits({ scope }: CategoryBenefitsProps) {
  const { t } = useTranslation();
  const params = useParams();
  // useLocation/useNavigate rather than useSearchParams: the router's search-params helpers would join the vendor chunk /login loads.
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const clock = useClock();
  const today = toIsoDate(clock());
  const ids = useId();
  const summary = scope === 'summary';
  const historyDate = params.effectiveTime === undefined ? null : effectiveTimeToDate(params.effectiveTime);
  const queryDate = search.get('asOfDate');
  const asOfDate = queryDate === null && historyDate ? historyDate : asOfDateOf(queryDate, today);
  const category: EligibilityCategory | null = summary ? 'medical' : isEligibilityCategory(params.category) ? params.category : null;

  const account = useAccount();
  const [chosenOnPage, setChosenOnPage] = useState<number | null>(null);
  const [tier, setTier] = useState<string>(DEFAULT_TIER);
  // A link naming a member (a family member's history row) opens that member; the one chosen here stays chosen across categories.
  const suffixInUrl = memberSuffixOf(search.get('suffix'));
  const member = account.data ? chosenMember(account.data.members, suffixInUrl ?? chosenOnPage, account.data.member) : undefined;
  const suffix = member?.memberSuffix;
  const benefits = useQuery({ ...categoryBenefitsQuery(category ?? 'medical', suffix, asOfDate), enabled: category !== null });
  const limits = useQuery(limitsQuery(suffix, asOfDate));

  const planTitle = summary ? t('benefits.plan.summaryTitle') : t('benefits.plan.title');
  if (params.effectiveTime !== undefined && historyDate === null) {
    return (
      <Tile title={planTitle}>
        <Text>{t('benefits.invalidDate')}</Text>
      </Tile>
    );
  }
  if (category === null) {
    return (
      <Tile title={planTitle}>
        <Text>{t('benefits.noCategory')}</Text>
      </Tile>
    );
  }
  if (!account.isSuccess || !member) {
    return (
      <Tile title={planTitle} busy={account.isPending} minHeight="12rem">
        {account.isPending ? <SkeletonLines lines={4} lineHeight="1.5rem" /> : <TileError onRetry={() => void account.refetch()} retrying={account.isFetching} />}
      </Tile>
    );
  }

  const setQuery = (key: 'asOfDate' | 'suffix', value: string) => {
    const next = new URLSearchParams(location.search);
    next.set(key, value);
    void navigate({ pathname: location.pathname, search: `?${next}` }, { replace: true });
  };
  const setAsOfDate = (date: string) => setQuery('asOfDate', date);
  const setChosen = (memberSuffix: number) => {
    setChosenOnPage(memberSuffix);
    if (suffixInUrl !== null) setQuery('suffix', String(memberSuffix));
  };
  const memberBenefits = benefits.data?.members.find((m) => m.memberSuffix === member.memberSuffix);
  const categoryName = (c: EligibilityCategory) => t(`benefits.categories.${c}`);
  const categoryInSentence = (c: EligibilityCategory) => t(`benefits.featuredLimit.categoryInSentence.${c}`);
  const noCoverage = t('benefits.plan.none', { name: memberName(member), category: categoryInSentence(category), date: formatUsDate(asOfDate) });

  const planSection = (() => {
    if (!benefits.isSuccess) return <SectionWhileNotLoaded query={benefits} lines={2} />;
    if (!summary) {
      const line = memberBenefits ? planLine(memberBenefits.plans, asOfDate) : null;
      if (!line) return <Text>{noCoverage}</Text>;
      return (
        <dl>
          <dt>{t('benefits.plan.name')}</dt>
          <dd>{line.record.planName}</dd>
          <dt>{t('benefits.plan.status')}</dt>
          <dd>
            <PlanStatusText line={line} />
          </dd>
        </dl>
      );
    }
    return (
      <ScrollRegion label={t('benefits.plan.table')}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('benefits.plan.category')}</th>
              <th scope="col">{t('benefits.plan.name')}</th>
              <th scope="col">{t('benefits.plan.status')}</th>
            </tr>
          </thead>
          <tbody>
            {eligibilityCategories.map((c) => {
              const records: (Eligibility & { planName: string | null })[] =
                c === 'medical' ? (memberBenefits?.plans ?? []) : member.eligibility[c].map((r) => ({ ...r, planName: null }));
              const line = planLine(records, asOfDate);
              return (
                <tr key={c}>
                  <th scope="row">{categoryName(c)}</th>
                  <td>{line?.record.planName ?? ''}</td>
                  <td>{line ? <PlanStatusText line={line} /> : t('benefits.plan.noneShort')}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </ScrollRegion>
    );
  })();

  const limitsSection = (() => {
    if (!limits.isSuccess) return <SectionWhileNotLoaded query={limits} />;
    if (summary) {
      const groups = eligibilityCategories
        .map((c) => ({ c, figures: limitFigures(limits.data, c, tier) }))
        .filter((g) => g.figures.length > 0);
      if (groups.length === 0) return <Text>{t('benefits.limits.empty')}</Text>;
      return groups.map((g) => (
        <section key={g.c} aria-labelledby={`${ids}-${g.c}`}>
          <h3 id={`${ids}-${g.c}`}>{categoryName(g.c)}</h3>
          <FigureBars figures={g.figures} headingLevel={4} />
        </section>
      ));
    }
    if (!benefits.isSuccess) return <SectionWhileNotLoaded query={benefits} />;
    const figures = [...limitFigures(limits.data, category, tier), ...accumulatorFigures(memberBenefits, tier)];
    if (figures.length === 0) return <Text>{t('benefits.limits.empty')}</Text>;
    return <FigureBars figures={figures} />;
  })();

  return (
    <Stack>
      <PrintRow label={t('benefits.controls.print')} />
      <Tile title={planTitle}>
        <AsOfDateForm id={`${ids}-as-of`} value={asOfDate} onChange={setAsOfDate}>
          <MemberChoice id={`${ids}-member`} members={account.data.members} value={member.memberSuffix} onChange={setChosen} />
        </AsOfDateForm>
        <Muted role="status">{t('benefits.controls.showing', { name: memberName(member), date: formatUsDate(asOfDate) })}</Muted>
        <TierChoice name={`${ids}-tier`} value={tier} onChange={setTier} />
        {planSection}
      </Tile>
      <Tile title={t('benefits.limits.title')} busy={limits.isPending || undefined}>
        {limitsSection}
        <Muted>{t('benefits.limits.note')}</Muted>
      </Tile>
      {!summary && memberBenefits ? <CostsTile member={memberBenefits} tier={tier} category={category} /> : null}
      {!summary && isSearchableCategory(category) && benefits.isSuccess && memberBenefits && benefits.data.services.length > 0 ? (
        // A search is a screen's: not on paper.
        <div data-print-hide="">
          <ServiceSearch
            category={category}
            services={benefits.data.services}
            member={memberBenefits}
            tier={tier}
            asOfDate={asOfDate}
          />
        </div>
      ) : null}
    </Stack>
  );
}
