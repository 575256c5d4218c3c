import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '../../api/call-query';
import { callApi, urlOf } from '../../api/client';
import { getEobDetail, getEobPdf, getEobs, getEobsMetadata } from '../../api/generated/endpoints/eobs';
import { openPdfWindow } from '../../member/pdf-window';
import { usePdfInPlace } from '../../member/use-pdf-in-place';
import { eobsMetadataQuery, eobsQuery, type Eob, type EobFilters } from './rules';
import { currentLanguage } from '../../engine/i18n/language';

/* The EOB calls of spec §7 and their query hooks. Spec §8: the EOB calls are handled here, never the error page. */

/** One page of EOBs; the page shown stays while the next loads (no jump). */
export function useEobs(filters: EobFilters, page: number) {
  return useQuery({ ...callQuery(getEobs, { query: eobsQuery(filters, page) }), placeholderData: keepPreviousData });
}

/** The filters' choices for the range, member and claim type chosen. */
export function useEobsMetadata(filters: EobFilters) {
  return useQuery({ ...callQuery(getEobsMetadata, { query: eobsMetadataQuery(filters) }), placeholderData: keepPreviousData });
}

/** One EOB by its document id. A 404 is not retried: the id is not this family's. */
export function useEobDetail(documentId: string) {
  return useQuery({ ...callQuery(getEobDetail, { query: { documentId } }), retry: false });
}

export interface EobPdfDownload {
  /** Call it from the click handler itself (the window must open inside the click). */
  download: (eob: Pick<Eob, 'pdfDocumentId' | 'date'>) => void;
  /** The pdfDocumentId on its way, if any. */
  busyId: string | null;
  /** The last download failed (its window already closed): the page says so in place. */
  failed: boolean;
}

/** 'Download PDF' (GET eobs/pdf), shown in place on failure (spec §8: eobs handle their own errors). */
export function useEobPdfDownload(loadingMessage: string, open: typeof openPdfWindow = openPdfWindow): EobPdfDownload {
  const pdf = usePdfInPlace(open);
  const download = (eob: Pick<Eob, 'pdfDocumentId' | 'date'>) =>
    pdf.download(eob.pdfDocumentId, {
      fetchPdf: () => callApi(getEobPdf, { query: { docId: eob.pdfDocumentId, lang: currentLanguage() } }),
      filename: `eob-${eob.date}.pdf`,
      loadingMessage,
      url: urlOf(getEobPdf),
    });
  return { download, busyId: pdf.busyKey, failed: pdf.failed };
}
