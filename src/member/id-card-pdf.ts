import { ApiError, NETWORK_FAILURE_STATUS, isApiError } from '../api/api-error';
import { apiBlob } from '../api/client';
import { reportToGlobalHandler } from '../api/error-channel';

/** What opening the ID card needs from the browser; a test passes its own. */
export interface IdCardPdfDeps {
  openWindow: () => Window | null;
  fetchPdf: () => Promise<Blob>;
  createObjectUrl: (blob: Blob) => string;
  revokeObjectUrl: (url: string) => void;
  /** Spec §8: the error page for the status (or /login on 401), through the app's global handler. */
  report: (error: ApiError) => void;
  /** Where the PDF goes when the browser gave no window (a blocker that ignored the click): a download. */
  download: (url: string, filename: string) => void;
}

export const ID_CARD_FILENAME = 'id-card.pdf';

export const browserIdCardDeps: IdCardPdfDeps = {
  openWindow: () => window.open('', '_blank'),
  fetchPdf: () => apiBlob('idCard/view', { responseType: 'blob', accept: 'application/pdf' }),
  createObjectUrl: (blob) => URL.createObjectURL(blob),
  revokeObjectUrl: (url) => URL.revokeObjectURL(url),
  report: reportToGlobalHandler,
  download(url, filename) {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
  },
};

/** The PDF shown last: freed when the next one is made, so at most one card stays in memory. */
let shownUrl: string | null = null;

/** `dismissed`: the member closed the new window before the card arrived, so nothing more happens. */
export type IdCardPdfOutcome = 'opened' | 'downloaded' | 'dismissed' | 'failed';

/**
 * Spec §2: open a window first, then point it at the PDF; on failure close it and show the error page for the
 * status. Call it synchronously from the click handler: the window opens inside the click, so pop-up blockers
 * allow it, and the bearer-authenticated fetch happens afterwards.
 */
export async function openIdCardPdf(
  loadingMessage: string,
  deps: IdCardPdfDeps = browserIdCardDeps,
): Promise<IdCardPdfOutcome> {
  const target = deps.openWindow();
  if (target) showLoading(target, loadingMessage);

  let blob: Blob;
  try {
    blob = await deps.fetchPdf();
  } catch (cause) {
    target?.close();
    deps.report(
      isApiError(cause)
        ? cause
        : new ApiError({ status: NETWORK_FAILURE_STATUS, url: '/api/idCard/view', method: 'GET', message: String(cause) }),
    );
    return 'failed';
  }

  if (target?.closed) return 'dismissed';
  if (shownUrl) deps.revokeObjectUrl(shownUrl);
  shownUrl = deps.createObjectUrl(blob);
  if (target) {
    target.location.href = shownUrl;
    return 'opened';
  }
  deps.download(shownUrl, ID_CARD_FILENAME);
  return 'downloaded';
}

/** The new window is about:blank (same origin) until the PDF arrives: say what is coming, and cut the opener. */
function showLoading(target: Window, message: string): void {
  try {
    target.opener = null;
    target.document.title = message;
    target.document.body.textContent = message;
  } catch {
    // A browser that gave the window another origin keeps it blank; the PDF still arrives.
  }
}
