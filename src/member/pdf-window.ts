import { ApiError, NETWORK_FAILURE_STATUS, isApiError } from '../api/api-error';
import { openBlankWindow } from './blank-window';

/*
 * Opening a PDF the gateway makes (the ID card, an EOB): spec §2's "opens a window, then points it at the PDF; on
 * failure closes it". Shared by the ID card (whose failure is the error page) and the EOB pages (whose failure is a
 * message in place, spec §8): each passes its own fetch and failure handler.
 */

/** What opening a PDF needs from the browser; a test passes its own. */
export interface PdfWindowDeps {
  openWindow: () => Window | null;
  createObjectUrl: (blob: Blob) => string;
  revokeObjectUrl: (url: string) => void;
  /** Where the PDF goes when the browser gave no window (a blocker that ignored the click): a download. */
  download: (url: string, filename: string) => void;
}

export const browserPdfWindowDeps: PdfWindowDeps = {
  openWindow: openBlankWindow,
  createObjectUrl: (blob) => URL.createObjectURL(blob),
  revokeObjectUrl: (url) => URL.revokeObjectURL(url),
  download(url, filename) {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
  },
};

/** One PDF to open. */
export interface PdfRequest {
  fetchPdf: () => Promise<Blob>;
  /** The file's name when it is saved rather than shown. */
  filename: string;
  /** What the new window says until the PDF arrives. */
  loadingMessage: string;
  /** The call's address, named in the error when the fetch fails without an ApiError. */
  url: string;
  /** The call failed (the window is already closed): the error page, or a message in place. */
  onFailure: (error: ApiError) => void;
}

/** `dismissed`: the member closed the new window before the PDF arrived, so nothing more happens. */
export type PdfOutcome = 'opened' | 'downloaded' | 'dismissed' | 'failed';

/** The PDF shown last: freed when the next one is made, so at most one PDF stays in memory. */
let shownUrl: string | null = null;

/**
 * Opens a window first, then points it at the PDF; on failure closes it (no blank window is left) and hands the
 * error on. Call it synchronously from the click handler: the window opens inside the click, so pop-up blockers
 * allow it, and the bearer-authenticated fetch happens afterwards. No window: the PDF is saved instead.
 */
export async function openPdfWindow(request: PdfRequest, deps: PdfWindowDeps = browserPdfWindowDeps): Promise<PdfOutcome> {
  const target = deps.openWindow();
  if (target) showLoading(target, request.loadingMessage);

  let blob: Blob;
  try {
    blob = await request.fetchPdf();
  } catch (cause) {
    target?.close();
    request.onFailure(
      isApiError(cause) ? cause : new ApiError({ status: NETWORK_FAILURE_STATUS, url: request.url, method: 'GET', message: String(cause) }),
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
  deps.download(shownUrl, request.filename);
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
