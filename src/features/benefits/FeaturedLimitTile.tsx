import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toIsoDate, useClock } from '../../engine/clock';
import type { FeaturedLimitProps } from './featured-limit.widget';
import { useAccount } from '../../member/queries';
import { formatUsd } from '../../ui/format';
import { IconButton } from '../../ui/IconButton';
import { Icon } from '../../ui/icons';
import { TextLink } from '../../ui/Link';
import { ProgressBar } from '../../ui/ProgressBar';
import { Tile } from '../../ui/Tile';
import { Tooltip } from '../../ui/Tooltip';
import { prefetchLimits, useLimits, type Limit } from './api';
import { categoryPage, featuredLimit, type ValidLimit } from './rules';
import { tileWhileNotLoaded } from '../../ui/TileStates';

/** The loaded tile is about this tall: loading reserves it so nothing below moves. */
const MIN_HEIGHT = '17rem';

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.body}; }
`;

const Amount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.h2};
  font-weight: 700;
`;

const TipHeader = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.spacing.xs};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Text = styled.p`
  margin: 0;
`;

function LimitFigures({ limit }: { limit: ValidLimit<Limit> }) {
  const { t } = useTranslation();
  const limitType = limit.limitType?.trim();
  const description = limit.detailedDescription;
  return (
    <>
      <Heading>
        <h3>{limitType ? t('benefits.featuredLimit.remaining', { limitType }) : t('benefits.featuredLimit.remainingWithoutType')}</h3>
        {description ? (
          <Tooltip
            content={
              <>
                <TipHeader>{description.header}</TipHeader>
                {description.body}
              </>
            }
          >
            <IconButton
              aria-label={limitType ? t('benefits.featuredLimit.about', { limitType }) : t('benefits.featuredLimit.aboutWithoutType')}
            >
              <Icon name="info" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Heading>
      <Amount>{formatUsd(limit.totalRemaining)}</Amount>
      <ProgressBar met={limit.totalMet} remaining={limit.totalRemaining} limit={limit.total} />
      <Note>{t('benefits.featuredLimit.claimsNote')}</Note>
    </>
  );
}

/** /home starts the tile's call while the member's facts load. */
export const prefetch = prefetchLimits;

/** Featured remaining-limit tile (spec §2): the first valid limit of a category, with its benefits page linked. */
export default function FeaturedLimitTile({ productCategory }: FeaturedLimitProps) {
  const { t } = useTranslation();
  const clock = useClock();
  const account = useAccount();
  const limits = useLimits(account.data?.member.memberSuffix, toIsoDate(clock()));
  const title = t('benefits.featuredLimit.title');
  const page = categoryPage(productCategory);

  if (!limits.isSuccess) return tileWhileNotLoaded(limits, title, { minHeight: MIN_HEIGHT, lines: 5, lineHeight: '1.5rem' });

  const featured = featuredLimit(limits.data, productCategory);
  return (
    <Tile title={title}>
      {featured ? (
        <LimitFigures limit={featured} />
      ) : (
        <Text>{t('benefits.featuredLimit.empty', { category: t(`benefits.featuredLimit.categoryInSentence.${page.category}`) })}</Text>
      )}
      <Text>
        <TextLink to={page.path}>{t(`benefits.categories.${page.category}`)}</TextLink>
      </Text>
    </Tile>
  );
}
