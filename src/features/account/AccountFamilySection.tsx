import { useTranslation } from 'react-i18next';
import { toIsoDate, useClock } from '../../engine/clock';
import { useAccount } from '../../member/queries';
import { planStatusKey } from '../../member/plan-line';
import { EntryList } from '../../ui/EntryList';
import { formatUsDate } from '../../ui/format';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { FactRows } from './FactRows';
import { CardFacts, MemberEntry } from './MemberCard';
import { familyAtAGlance, seesOnlyThemself, type Coverage } from './page-rules';

/** Spec §2 /account and /account/summary: the family at a glance, a card per member the member may see. */
export default function AccountFamilySection() {
  const { t } = useTranslation();
  const account = useAccount();
  const clock = useClock();
  const title = t('accountPages.family.title');
  if (!account.isSuccess) return tileWhileNotLoaded(account, title, { minHeight: '20rem', lines: 6, lineHeight: '2rem' });

  const cards = familyAtAGlance(account.data, toIsoDate(clock()));
  /** A category's plan line (spec §4 'Active since {date}', ...), or 'Not covered'. */
  const coverageText = ({ line }: Coverage) =>
    line ? t(planStatusKey[line.status], { date: formatUsDate(line.date) }) : t('accountPages.family.notCovered');
  return (
    <Tile title={title}>
      {seesOnlyThemself(account.data) ? <p>{t('accountPages.family.onlyYou')}</p> : null}
      <EntryList>
        {cards.map((card) => (
          <MemberEntry key={card.suffix} name={card.name} you={card.you} youLabel={t('accountPages.family.you')}>
            <CardFacts>
              <FactRows
                rows={[
                  [t('accountPages.family.relationship'), card.relationship],
                  [t('accountPages.family.ageGroup'), t(`accountPages.family.ageGroups.${card.ageGroup}`)],
                  ...card.coverage.map((coverage) => [t(`accountPages.family.categories.${coverage.category}`), coverageText(coverage)] as const),
                ]}
              />
            </CardFacts>
          </MemberEntry>
        ))}
      </EntryList>
    </Tile>
  );
}

