import { formatPercent } from '../../ui/format';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { toIsoDate, useClock } from '../../engine/clock';
import { useAccount } from '../../member/queries';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { dentalSearchQuery } from './page-api';
import { SectionWhileNotLoaded, Stack, Text, TierChoice, memberName } from './BenefitParts';
import { DEFAULT_TIER, tierLabelKey } from './page-rules';


/**
 * One dental service (spec §3 "Dental service"): /services/dental/{code} for the signed-in member,
 * /details/{key}/dental/{code} for the family member whose key it is (one the member may see; else not found).
 */
export default function DentalServiceSection() {
  const { t } = useTranslation();
  const { key, code = '' } = useParams();
  const clock = useClock();
  const id = useId();
  const [tier, setTier] = useState<string>(DEFAULT_TIER);
  const account = useAccount();
  const member = account.data ? (key === undefined ? account.data.member : account.data.members.find((m) => m.memberKey === key)) : undefined;
  const validCode = /^[A-Za-z0-9]{1,10}$/.test(code);
  const service = useQuery({
    ...dentalSearchQuery(validCode ? code.toUpperCase() : null, member?.memberSuffix, tier, toIsoDate(clock())),
    enabled: member !== undefined && validCode,
  });
  const title = t('benefits.dentalService.title');
  const skeleton = { minHeight: '16rem', lines: 6, lineHeight: '1.5rem' };
  if (!account.isSuccess) return tileWhileNotLoaded(account, title, skeleton);
  const notFound = (
    <Tile title={title}>
      <Text>{t('benefits.dentalService.notFound', { code })}</Text>
      <Text>
        <TextLink to="/benefits/dental">{t('benefits.dentalService.back')}</TextLink>
      </Text>
    </Tile>
  );
  if (!member || !validCode) return notFound;
  const found = service.data?.find((s) => s.code === code.toUpperCase());
  return (
    <Tile title={found ? `${found.name} (${found.code})` : title}>
      <Stack>
        <Text>
          {t('benefits.dentalService.member')}: {memberName(member)}
        </Text>
        <TierChoice name={`${id}-tier`} value={tier} onChange={setTier} />
        {!service.isSuccess ? (
          <SectionWhileNotLoaded query={service} lines={6} />
        ) : !found ? (
          <Text>{t('benefits.dentalService.notFound', { code })}</Text>
        ) : (
          <dl>
            <dt>{t('benefits.dentalService.code')}</dt>
            <dd>{found.code}</dd>
            <dt>{t('benefits.dentalService.tier')}</dt>
            <dd>{t(tierLabelKey(found.tier) ?? found.tier)}</dd>
            <dt>{t('benefits.dentalService.category')}</dt>
            <dd>{found.category}</dd>
            <dt>{t('benefits.dentalService.amount')}</dt>
            <dd>{formatPercent(found.amount / 100)}</dd>
            <dt>{t('benefits.dentalService.description')}</dt>
            <dd>{found.description}</dd>
            <dt>{t('benefits.dentalService.incentiveTiers')}</dt>
            <dd>
              {found.incentiveTiers.length === 0 ? (
                t('benefits.dentalService.noLimit')
              ) : (
                <ul>
                  {found.incentiveTiers.map((tierLine) => (
                    <li key={tierLine.label}>
                      {tierLine.label}: {formatPercent(tierLine.amount / 100)}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            <dt>{t('benefits.dentalService.benefitLimit')}</dt>
            <dd>{found.benefitLimit ?? t('benefits.dentalService.noLimit')}</dd>
          </dl>
        )}
        <Text>
          <TextLink to="/benefits/dental">{t('benefits.dentalService.back')}</TextLink>
        </Text>
      </Stack>
    </Tile>
  );
}
