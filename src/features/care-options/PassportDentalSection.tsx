import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { telHref } from '../../ui/format';
import { TextLink } from '../../ui/Link';
import { SkeletonLines } from '../../ui/Skeleton';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { programContentQuery } from './page-api';
import { PASSPORT_DENTAL_PROGRAM_ID, receiptItemKeys } from './rules';

const Part = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  h3, p, ul { margin: 0; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.body}; }
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.info};
  color: ${({ theme }) => theme.colors.onInfo};
`;

const Phone = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.link};
`;

/**
 * /passport-dental (spec §2 "Passport Dental page"): the back link to the dentist finder, the international phone
 * number from the program's details, claim submission guidance, what a receipt must show and the out-of-network note.
 * Only the phone number waits for its call: the rest of the page is there at once.
 */
export default function PassportDentalSection() {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <TextLink to="/find-care/find-a-dentist">{t('careOptions.passport.back')}</TextLink>
      </p>
      <Tile title={t('careOptions.passport.title')}>
        <p>{t('careOptions.passport.intro')}</p>
        <Part>
          <h3>{t('careOptions.passport.phoneTitle')}</h3>
          <InternationalPhone />
        </Part>
        <Part>
          <h3>{t('careOptions.passport.claimTitle')}</h3>
          <p>{t('careOptions.passport.claimGuidance')}</p>
        </Part>
        <Part>
          <h3>{t('careOptions.passport.receiptTitle')}</h3>
          <ul>
            {receiptItemKeys().map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </Part>
        <Note>{t('careOptions.passport.outOfNetwork')}</Note>
      </Tile>
    </>
  );
}

/** The program's international phone number (GET programs/sitecore): a skeleton while it loads, 'Try again' on a failure. */
function InternationalPhone() {
  const { t } = useTranslation();
  const content = useQuery(programContentQuery(PASSPORT_DENTAL_PROGRAM_ID));
  if (content.isPending) {
    return (
      <div aria-busy="true">
        <SkeletonLines lines={2} lineHeight="1.5rem" />
      </div>
    );
  }
  if (content.isError) return <TileError onRetry={() => void content.refetch()} retrying={content.isFetching} />;
  const phone = content.data.internationalPhone;
  if (phone === null) return <p>{t('careOptions.passport.noPhone')}</p>;
  return (
    <p>
      {t('careOptions.passport.phoneIntro')} <Phone href={telHref(phone)}>{phone}</Phone>
    </p>
  );
}
