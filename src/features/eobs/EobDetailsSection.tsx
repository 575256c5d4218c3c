import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { formatUsd, formatUsDate } from '../../ui/format';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { useEobDetail, useEobPdfDownload } from './api';
import { EobPdfButton } from './EobPdfButton';
import { Actions, Entry, EntryHeading, EntryList, Facts, Problem } from './layout';
import { eobMemberNames, eobTotals, personName } from './rules';

const NOT_FOUND = 404;

/**
 * /eobs/{documentId} (spec §2, §3, §7 GET eobs/eob-detail, eobs/pdf): the EOB's summary and 'Download PDF', then its
 * claims (patient, provider, charge, patient responsibility) and their totals. An id that is not the family's is
 * said in place, with the way back; any other failure is the section's 'Try again' (spec §8: eobs are exempt).
 */
export default function EobDetailsSection() {
  const { t } = useTranslation();
  const documentId = useParams().documentId ?? '';
  const detail = useEobDetail(documentId);
  const pdf = useEobPdfDownload(t('eobs.pdf.preparing'));
  const summaryTitle = t('eobs.detail.summary');
  const back = (
    <p>
      <TextLink to="/eobs">{t('eobs.detail.back')}</TextLink>
    </p>
  );

  if (detail.isError && isApiError(detail.error) && detail.error.status === NOT_FOUND) {
    return (
      <Tile title={summaryTitle}>
        <p role="alert">{t('eobs.detail.notFound')}</p>
        {back}
      </Tile>
    );
  }
  if (detail.isPending) {
    // Both tiles' skeletons, so nothing moves when the EOB arrives.
    return (
      <>
        {tileWhileNotLoaded(detail, summaryTitle, { minHeight: '18rem', lines: 5, lineHeight: '2rem' })}
        {tileWhileNotLoaded(detail, t('eobs.detail.claims'), { minHeight: '18rem', lines: 5, lineHeight: '2rem' })}
      </>
    );
  }
  if (!detail.isSuccess) return tileWhileNotLoaded(detail, summaryTitle, { minHeight: '18rem', lines: 5, lineHeight: '2rem' });

  const eob = detail.data;
  const totals = eobTotals(eob);
  return (
    <>
      <Tile title={summaryTitle}>
        {back}
        <Facts>
          <dt>{t('eobs.list.date')}</dt>
          <dd>{formatUsDate(eob.date)}</dd>
          <dt>{t('eobs.list.typeOfClaims')}</dt>
          <dd>{eob.typeOfClaims}</dd>
          <dt>{t('eobs.detail.subscriber')}</dt>
          <dd>{personName(eob.subscriber)}</dd>
          <dt>{t('eobs.list.members')}</dt>
          <dd>{eobMemberNames(eob)}</dd>
        </Facts>
        <Actions>
          <EobPdfButton eob={eob} pdf={pdf} />
        </Actions>
        {pdf.failed ? <Problem role="alert">{t('eobs.pdf.failed')}</Problem> : null}
      </Tile>

      <Tile title={t('eobs.detail.claims')}>
        <EntryList>
          {eob.claims.map((claim) => (
            <Entry key={claim.id}>
              <EntryHeading>{t('eobs.detail.claim', { id: claim.id })}</EntryHeading>
              <Facts>
                <dt>{t('eobs.detail.patient')}</dt>
                <dd>{`${claim.firstName} ${claim.lastName}`}</dd>
                <dt>{t('eobs.detail.provider')}</dt>
                <dd>{claim.providerName}</dd>
                <dt>{t('eobs.detail.charge')}</dt>
                <dd>{formatUsd(claim.chargeAmount)}</dd>
                <dt>{t('eobs.detail.patientResponsibility')}</dt>
                <dd>{formatUsd(claim.patientResponsibility)}</dd>
              </Facts>
            </Entry>
          ))}
        </EntryList>
        <EntryHeading as="h3">{t('eobs.detail.totals')}</EntryHeading>
        <Facts>
          <dt>{t('eobs.detail.charge')}</dt>
          <dd>{formatUsd(totals.charge)}</dd>
          <dt>{t('eobs.detail.patientResponsibility')}</dt>
          <dd>{formatUsd(totals.patientResponsibility)}</dd>
        </Facts>
      </Tile>
    </>
  );
}
