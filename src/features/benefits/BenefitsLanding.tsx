import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toIsoDate, useClock } from '../../engine/clock';
import { useAccount } from '../../member/queries';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { Muted, PlanStatusText, Text } from './BenefitParts';
import { landingCategories } from './page-rules';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  li { display: grid; gap: ${({ theme }) => theme.spacing.xs}; }
`;

/** The benefits landing (spec §2): each active or upcoming category with its plan line status (§4), linked to its page. */
export default function BenefitsLanding() {
  const { t } = useTranslation();
  const clock = useClock();
  const account = useAccount();
  const title = t('benefits.landing.title');
  if (!account.isSuccess) return tileWhileNotLoaded(account, title, { minHeight: '14rem', lines: 4, lineHeight: '1.5rem' });
  const categories = landingCategories(account.data.member.eligibility, toIsoDate(clock()));
  return (
    <Tile title={title}>
      {categories.length === 0 ? (
        <Text>{t('benefits.landing.empty')}</Text>
      ) : (
        <>
          <Muted>{t('benefits.landing.intro')}</Muted>
          <List>
            {categories.map(({ category, line }) => (
              <li key={category}>
                <TextLink to={`/benefits/${category}`}>{t('benefits.landing.link', { category: t(`benefits.categories.${category}`) })}</TextLink>
                <span>
                  <PlanStatusText line={line} />
                </span>
              </li>
            ))}
          </List>
        </>
      )}
    </Tile>
  );
}
