import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EligibilityCategory } from '@schemas/api/account';
import { toIsoDate, useClock } from '../../engine/clock';
import { useAccount } from '../../member/queries';
import { formatUsDate } from '../../ui/format';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { benefitsHistoryQuery, familyEligibilityQuery } from './page-api';
import { Table, Text, memberName } from './BenefitParts';
import { isCurrentEntry, listedHistory } from './page-rules';
import { ScrollRegion } from '../../ui/ScrollRegion';

/**
 * The eligibility history (spec §3, §4): the plan years of the members one may see, newest first, a termed one
 * only while its termed date is later than two years ago; the one in force by the family plan eligibility list is
 * marked current; each links to that year's benefits.
 */
export default function EligibilityHistory() {
  const { t } = useTranslation();
  const clock = useClock();
  const today = toIsoDate(clock());
  const account = useAccount();
  const history = useQuery(benefitsHistoryQuery());
  const family = useQuery(familyEligibilityQuery());
  const title = t('benefits.history.title');
  const skeleton = { minHeight: '12rem', lines: 5, lineHeight: '1.5rem' };
  if (!history.isSuccess) return tileWhileNotLoaded(history, title, skeleton);
  if (!family.isSuccess) return tileWhileNotLoaded(family, title, skeleton);
  if (!account.isSuccess) return tileWhileNotLoaded(account, title, skeleton);
  const names = new Map(account.data.members.map((m) => [m.memberKey, memberName(m)]));
  const entries = listedHistory(history.data, today).filter((e) => names.has(e.memberKey));
  const several = names.size > 1;
  return (
    <Tile title={title}>
      {entries.length === 0 ? (
        <Text>{t('benefits.history.empty')}</Text>
      ) : (
        <ScrollRegion label={t('benefits.history.table')}>
          <Table>
            <thead>
              <tr>
                {several ? <th scope="col">{t('benefits.history.member')}</th> : null}
                <th scope="col">{t('benefits.history.category')}</th>
                <th scope="col">{t('benefits.history.plan')}</th>
                <th scope="col">{t('benefits.history.effective')}</th>
                <th scope="col">{t('benefits.history.termed')}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const category = t(`benefits.categories.${entry.category as EligibilityCategory}`);
                const effective = formatUsDate(entry.effectiveDate);
                return (
                  <tr key={`${entry.memberKey}-${entry.category}-${entry.effectiveDate}`}>
                    {several ? <td>{names.get(entry.memberKey)}</td> : null}
                    <td>{category}</td>
                    <th scope="row">
                      {entry.plan}
                      {isCurrentEntry(entry, family.data, today) ? ` (${t('benefits.history.current')})` : ''}
                    </th>
                    <td>{effective}</td>
                    <td>{entry.termedDate ? formatUsDate(entry.termedDate) : t('benefits.history.noEnd')}</td>
                    <td>
                      <TextLink to={entry.link} aria-label={t('benefits.history.view', { category: category.toLowerCase(), date: effective })}>
                        {t('benefits.history.viewShort')}
                      </TextLink>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
    </Tile>
  );
}
