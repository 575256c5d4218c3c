import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { wordsText } from '../../engine/i18n/words';
import { AlertBanner } from '../../ui/AlertBanner';
import { Button } from '../../ui/Button';
import { useSnackbar } from '../../ui/snackbar/snackbar-context';
import { claimsCsv, claimsCsvFilename, type ClaimsCsvColumn } from './claims-csv';
import { fetchAllClaims } from './page-api';
import type { ClaimsFilters } from './page-rules';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  justify-items: start;
`;

/** Each column's heading: the list's own label for it. */
const headingKey: Record<ClaimsCsvColumn, string> = {
  provider: 'claims.list.provider',
  status: 'claims.list.status',
  patient: 'claims.list.patient',
  serviceDate: 'claims.list.serviceDate',
  billed: 'claims.list.billed',
  planPaid: 'claims.list.planPaid',
  claimNumber: 'claims.list.claimNumber',
  youOwe: 'claims.list.youOwe',
};

/**
 * Saves text as a file through a link with `download` (no window, no address with data in it). The byte order mark
 * lets spreadsheets read the file as UTF-8 (names with accents); the address is freed once the save has begun.
 */
function saveCsv(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type State = 'idle' | 'busy' | 'failed';

/**
 * 'Download CSV' (issue 30): every claim the list's filters match, all pages, in the list's columns and formats. The
 * saved file is announced by the app's snackbar (the list's region keeps one status, its 'Showing …'); a failure is
 * said in place.
 */
export function ClaimsCsvDownload({ filters, today }: { filters: ClaimsFilters; today: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { notify } = useSnackbar();
  const [state, setState] = useState<State>('idle');
  const busy = state === 'busy';

  const download = async () => {
    setState('busy');
    try {
      const claims = await fetchAllClaims(queryClient, filters);
      const filename = claimsCsvFilename(filters.type, today);
      const text = claimsCsv(claims, {
        heading: (column) => t(headingKey[column]),
        paidOn: (paidDate) => t('claims.recentClaims.paidOn', { paidDate }),
        status: (words) => wordsText(words, t),
      });
      saveCsv(text, filename);
      setState('idle');
      notify({ status: 'success', message: t('claims.list.csv.ready', { filename, count: claims.length }) });
    } catch {
      setState('failed');
    }
  };

  return (
    <Stack>
      <Button $variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('claims.list.csv.preparing') : t('claims.list.csv.download')}
      </Button>
      {state === 'failed' ? <AlertBanner type="error" live="assertive" title={t('claims.list.csv.failed')} /> : null}
    </Stack>
  );
}
