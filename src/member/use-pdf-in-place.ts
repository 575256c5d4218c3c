import { useCallback, useRef, useState } from 'react';
import { UNAUTHORIZED } from '../api/api-error';
import { reportToGlobalHandler } from '../api/error-channel';
import { openPdfWindow, type PdfOutcome, type PdfRequest } from './pdf-window';

/** One PDF a page offers: what `openPdfWindow` needs, less the failure handling this hook owns. */
export type PdfInPlaceRequest = Omit<PdfRequest, 'onFailure'>;

export interface PdfInPlace {
  /** Call it from the click handler itself (the window must open inside the click). `key` names what is on its way. */
  download: (key: string, request: PdfInPlaceRequest) => void;
  /** The key of the PDF on its way, if any. */
  busyKey: string | null;
  /** The last download failed (its window already closed): the page says so in place. */
  failed: boolean;
}

/**
 * A page's 'Download PDF' (an EOB, a member's ID card): opened in a new window or saved (src/member/pdf-window.ts).
 * A failure closes the window and is shown in place; a 401 still ends the session, as everywhere. One at a time.
 */
export function usePdfInPlace(open: typeof openPdfWindow = openPdfWindow): PdfInPlace {
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const running = useRef(false);

  const download = useCallback(
    (key: string, request: PdfInPlaceRequest) => {
      if (running.current) return;
      running.current = true;
      setBusyKey(key);
      setFailed(false);
      void open({
        ...request,
        onFailure: (error) => {
          if (error.status === UNAUTHORIZED) reportToGlobalHandler(error);
          else setFailed(true);
        },
      })
        .catch((): PdfOutcome => {
          setFailed(true);
          return 'failed';
        })
        .finally(() => {
          running.current = false;
          setBusyKey(null);
        });
    },
    [open],
  );

  return { download, busyKey, failed };
}
