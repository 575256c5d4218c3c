import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../api/client';
import { openPdfWindow } from '../../member/pdf-window';
import { usePdfInPlace } from '../../member/use-pdf-in-place';
import { eobsMetadataQuery, eobsQuery, type Eob, type EobFilters } from './rules';

/* The EOB calls of spec §7 and their query hooks. Spec §8: URLs with 'eobs' are handled here, never the error page. */

const handlesErrors = { meta: { handlesErrors: true } };

const search = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const getEobs = (filters: EobFilters, page: number) =>
  apiRequest(`v2/eobs?${search(eobsQuery(filters, page))}`, { response: 'pagedEobs' });
export const getEobsMetadata = (filters: EobFilters) =>
  apiRequest(`eobs/metadata?${search(eobsMetadataQuery(filters))}`, { response: 'eobsMetadata' });
export const getEobDetail = (documentId: string) =>
  apiRequest(`eobs/eob-detail?${search({ documentId })}`, { response: 'eobDetail' });
export const getEobPdf = (docId: string) =>
  apiBlob(`eobs/pdf?${search({ docId })}`, { responseType: 'blob', accept: 'application/pdf' });

/** One page of EOBs; the page shown stays while the next loads (no jump). */
export function useEobs(filters: EobFilters, page: number) {
  return useQuery({
    queryKey: ['v2/eobs', filters, page] as const,
    queryFn: () => getEobs(filters, page),
    placeholderData: keepPreviousData,
    ...handlesErrors,
  });
}

/** The filters' choices for the range, member and claim type chosen. */
export function useEobsMetadata(filters: EobFilters) {
  const query = eobsMetadataQuery(filters);
  return useQuery({
    queryKey: ['eobs/metadata', query] as const,
    queryFn: () => getEobsMetadata(filters),
    placeholderData: keepPreviousData,
    ...handlesErrors,
  });
}

/** One EOB by its document id. A 404 is not retried: the id is not this family's. */
export function useEobDetail(documentId: string) {
  return useQuery({
    queryKey: ['eobs/eob-detail', documentId] as const,
    queryFn: () => getEobDetail(documentId),
    retry: false,
    ...handlesErrors,
  });
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
      fetchPdf: () => getEobPdf(eob.pdfDocumentId),
      filename: `eob-${eob.date}.pdf`,
      loadingMessage,
      url: '/api/eobs/pdf',
    });
  return { download, busyId: pdf.busyKey, failed: pdf.failed };
}
