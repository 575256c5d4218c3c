import type { ApiError } from '../api/api-error';
import { callApi, urlOf } from '../api/client';
import { reportToGlobalHandler } from '../api/error-channel';
import { getIdCardPdf } from '../api/generated/endpoints/id-card';
import { currentLanguage } from '../engine/i18n/language';
import { browserPdfWindowDeps, openPdfWindow, type PdfOutcome, type PdfWindowDeps } from './pdf-window';

/** What opening the ID card needs from the browser; a test passes its own. */
export interface IdCardPdfDeps extends PdfWindowDeps {
  fetchPdf: () => Promise<Blob>;
  /** Spec §8: the error page for the status (or /login on 401), through the app's global handler. */
  report: (error: ApiError) => void;
}

export const ID_CARD_FILENAME = 'id-card.pdf';

export const browserIdCardDeps: IdCardPdfDeps = {
  ...browserPdfWindowDeps,
  fetchPdf: () => callApi(getIdCardPdf, { query: { lang: currentLanguage() }, failure: 'global' }),
  report: reportToGlobalHandler,
};

/** `dismissed`: the member closed the new window before the card arrived, so nothing more happens. */
export type IdCardPdfOutcome = PdfOutcome;

/**
 * Spec §2: open a window first, then point it at the PDF; on failure close it and show the error page for the
 * status (src/member/pdf-window.ts). Call it synchronously from the click handler.
 */
export function openIdCardPdf(loadingMessage: string, deps: IdCardPdfDeps = browserIdCardDeps): Promise<IdCardPdfOutcome> {
  return openPdfWindow(
    { fetchPdf: deps.fetchPdf, filename: ID_CARD_FILENAME, loadingMessage, url: urlOf(getIdCardPdf, { query: { lang: currentLanguage() } }), onFailure: deps.report },
    deps,
  );
}
