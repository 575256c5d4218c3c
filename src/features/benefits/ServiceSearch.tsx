import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, TextLink } from '../../ui/Link';
import { SelectField } from '../../ui/SelectField';
import { Tile } from '../../ui/Tile';
import { formatPercent, formatUsd } from '../../ui/format';
import { dentalSearchQuery, medicalSearchQuery, type DentalService, type MedicalService, type MemberBenefits } from './page-api';
import { SectionWhileNotLoaded, Stack, Table, Text } from './BenefitParts';
import { INVALID_SEARCH_CATEGORY, isSearchableCategory, outOfPocketShown, tierLabelKey } from './page-rules';
import { ScrollRegion } from '../../ui/ScrollRegion';


interface SearchProps {
  category: string;
  services: readonly { id: string; name: string }[];
  member: MemberBenefits;
  tier: string;
  asOfDate: string;
}

function MedicalResults({ services }: { services: readonly MedicalService[] }) {
  const { t } = useTranslation();
  const youPay = (service: MedicalService) =>
    service.outOfPocket
      .map((cost) => {
        const value = outOfPocketShown(cost);
        if (value.kind === 'notApplicable') return t('benefits.costs.notApplicable');
        if (value.kind === 'copay') return t('benefits.costs.copay', { amount: formatUsd(value.amount) });
        return formatPercent(value.fraction);
      })
      .join(', ');
  return (
    <ScrollRegion label={t('benefits.search.results')}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('benefits.search.service')}</th>
            <th scope="col">{t('benefits.tiers.legend')}</th>
            <th scope="col">{t('benefits.costs.youPay')}</th>
          </tr>
        </thead>
        <tbody>
          {services.map((service) => (
            <tr key={`${service.pageId}-${service.tierId}`}>
              <th scope="row">
                {service.name}
                <br />
                <small>{service.pageDescription}</small>
                {service.url?.startsWith('https://') ? (
                  <>
                    <br />
                    <ExternalLink href={service.url}>{t('benefits.search.morePage', { name: service.name })}</ExternalLink>
                  </>
                ) : null}
              </th>
              <td>{t(tierLabelKey(service.tierId) ?? service.tierId)}</td>
              <td>{youPay(service) || t('benefits.costs.notApplicable')}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

function DentalResults({ services, memberKey }: { services: readonly DentalService[]; memberKey: string }) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={t('benefits.search.results')}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('benefits.dentalService.code')}</th>
            <th scope="col">{t('benefits.search.service')}</th>
            <th scope="col">{t('benefits.search.planPays')}</th>
            <th scope="col">{t('benefits.dentalService.benefitLimit')}</th>
          </tr>
        </thead>
        <tbody>
          {services.map((service) => (
            <tr key={`${service.code}-${service.tier}`}>
              <td>{service.code}</td>
              <th scope="row">
                <TextLink to={`/details/${encodeURIComponent(memberKey)}/dental/${encodeURIComponent(service.code)}`}>{service.name}</TextLink>
              </th>
              <td>{formatPercent(service.amount / 100)}</td>
              <td>{service.benefitLimit ?? t('benefits.dentalService.noLimit')}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * Service search of medical and dental (spec §2, §7): the member chooses a service, the section shows its coverage
 * on the chosen tier. Another category is spec §8's 'Invalid benefit category for search', shown as a message.
 */
export function ServiceSearch({ category, services, member, tier, asOfDate }: SearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [serviceId, setServiceId] = useState<string | null>(null);
  const medical = useQuery({ ...medicalSearchQuery(serviceId, member.memberSuffix, tier, asOfDate), enabled: category === 'medical' });
  const dental = useQuery({ ...dentalSearchQuery(serviceId, member.memberSuffix, tier, asOfDate), enabled: category === 'dental' });
  const title = t('benefits.search.title');
  if (!isSearchableCategory(category)) {
    return (
      <Tile title={title}>
        <Text role="alert">{INVALID_SEARCH_CATEGORY}</Text>
      </Tile>
    );
  }
  const query = category === 'medical' ? medical : dental;
  const results = (() => {
    if (serviceId === null) return null;
    if (!query.isSuccess) return <SectionWhileNotLoaded query={query} lines={3} />;
    if (category === 'medical' && medical.data) {
      return medical.data.length === 0 ? <Text>{t('benefits.search.empty')}</Text> : <MedicalResults services={medical.data} />;
    }
    if (dental.data) {
      return dental.data.length === 0 ? <Text>{t('benefits.search.empty')}</Text> : <DentalResults services={dental.data} memberKey={member.memberKey} />;
    }
    return null;
  })();
  return (
    <Tile title={title}>
      <Stack>
        <SelectField
          id={`${id}-service`}
          label={t('benefits.search.service')}
          placeholder={t('benefits.search.choose')}
          value={serviceId ?? ''}
          options={services.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(value) => setServiceId(value === '' ? null : value)}
        />
        <div aria-live="polite">{results}</div>
      </Stack>
    </Tile>
  );
}
