import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WidgetProps } from '../../engine/manifest/manifest-types';
import { AlertBanner } from '../../ui/AlertBanner';
import { TextLink } from '../../ui/Link';
import { PRIMARY_CARE_UPDATE_LINK } from './rules';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xs};
  p { margin: 0; }
  a { color: inherit; }
`;

/**
 * The 'Primary care administrative update' info banner (spec §2). The manifest's rule shows it to primary-care
 * eligible members until 31 March 2025 (spec §9).
 */
export default function PrimaryCareUpdateBanner(_props: WidgetProps<'primaryCareUpdateBanner'>) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <AlertBanner type="info" title={<span id={titleId}>{t('home.primaryCareUpdate.title')}</span>}>
        <Body>
          <p>{t('home.primaryCareUpdate.body')}</p>
          <p>
            <TextLink to={PRIMARY_CARE_UPDATE_LINK}>{t('home.primaryCareUpdate.link')}</TextLink>
          </p>
        </Body>
      </AlertBanner>
    </section>
  );
}
