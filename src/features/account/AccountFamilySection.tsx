import { useTranslation } from 'react-i18next';
import { toIsoDate, useClock } from '../../engine/clock';
import { useAccount } from '../../member/queries';
import { planStatusKey } from '../../member/plan-line';
import { Entry, EntryHeading, EntryList } from '../../ui/EntryList';
import { Facts } from '../../ui/Facts';
import { formatUsDate } from '../../ui/format';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import type { AccountFamilyProps } from './account-family.widget';
import { familyAtAGlance, seesOnlyThemself, type Coverage } from './page-rules';

/** Spec §2 /account and /account/summary: the family at a glance, a card per member the member may see. */
export default function AccountFamilySection(_props: AccountFamilyProps) {
  const { t } = useTranslation();
  const account = useAccount();
  const clock = useClock();
  const title = t('accountPages.family.title');
  if (!account.isSuccess) return tileWhileNotLoaded(account, title, { minHeight: '20rem', lines: 6, lineHeight: '2rem' });

  const cards = familyAtAGlance(account.data, toIsoDate(clock()));
  return (
    <Tile title={title}>
      {seesOnlyThemself(account.data) ? <p>{t('accountPages.family.onlyYou')}</p> : null}
      <EntryList>
        {cards.map((card) => (
          <Entry key={card.suffix}>
            <EntryHeading>
              {card.name}
              {card.you ? ` ${t('accountPages.family.you')}` : null}
            </EntryHeading>
            <Facts>
              <dt>{t('accountPages.family.relationship')}</dt>
              <dd>{card.relationship}</dd>
              <dt>{t('accountPages.family.ageGroup')}</dt>
              <dd>{t(`accountPages.family.ageGroups.${card.ageGroup}`)}</dd>
              {card.coverage.map((coverage) => (
                <CoverageFact key={coverage.category} coverage={coverage} />
              ))}
            </Facts>
          </Entry>
        ))}
      </EntryList>
    </Tile>
  );
}

/** One category's plan line (spec §4 'Active since {date}', ...), or 'Not covered'. */
function CoverageFact({ coverage: { category, line } }: { coverage: Coverage }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t(`accountPages.family.categories.${category}`)}</dt>
      <dd>{line ? t(planStatusKey[line.status], { date: formatUsDate(line.date) }) : t('accountPages.family.notCovered')}</dd>
    </>
  );
}
