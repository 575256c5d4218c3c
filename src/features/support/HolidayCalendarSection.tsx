import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../manifest/brand-context';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { isApiError } from '../../api/api-error';
import { holidayCalendarQuery, siteHolidayCalendarQuery } from './page-api';
import { sanitiseHolidayHtml } from './sanitise';

/** The calendar's own markup (tables, captions, paragraphs), in the theme's colours; wide tables scroll in its region. */
const Calendar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  p { margin: 0; }
  table { border-collapse: collapse; min-width: 100%; }
  caption { text-align: start; font-weight: 700; padding-block-end: ${({ theme }) => theme.spacing.xs}; }
  th, td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    text-align: start;
    vertical-align: top;
  }
  a { color: ${({ theme }) => theme.colors.link}; }
`;

/**
 * Spec §2 Contact-us "a Holidays panel rendering holiday calendar HTML (resolved by domain)": the brand's calendar
 * from GET message/calendar/domain/{domainId}, or, where the domain has none (404), the site's from the plain GET
 * message/calendar (spec §7 names both); through DOMPurify before it is inserted.
 */
export default function HolidayCalendarSection() {
  const { t } = useTranslation();
  const { brand } = useBrand();
  const domain = useQuery(holidayCalendarQuery(brand.domainId));
  const domainHasNone = isApiError(domain.error) && domain.error.status === 404;
  const site = useQuery({ ...siteHolidayCalendarQuery, enabled: domainHasNone });
  const calendar = domainHasNone ? site : domain;
  const html = useMemo(() => (calendar.data === undefined ? '' : sanitiseHolidayHtml(calendar.data)), [calendar.data]);
  const title = t('contact.page.holidays');
  if (!calendar.isSuccess) return tileWhileNotLoaded(calendar, title, { minHeight: '16rem', lines: 6, lineHeight: '1.75rem' });
  return (
    <Tile title={title}>
      <p>{t('contact.page.holidaysIntro')}</p>
      {/* Sanitised by DOMPurify just above: no script, event handler or javascript: address survives. */}
      <ScrollRegion label={t('contact.page.calendar')}>
        <Calendar dangerouslySetInnerHTML={{ __html: html }} />
      </ScrollRegion>
    </Tile>
  );
}
