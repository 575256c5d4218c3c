import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NETWORK_FAILURE_STATUS } from '../api/api-error';
import { reportToGlobalHandler } from '../api/error-channel';
import { openBlankWindow } from './blank-window';
import type { IdCardPdfDeps } from './id-card-pdf';

export interface IdCardDownload {
  /** Call it from the click handler itself (the window must open inside the click). */
  download: () => void;
  busy: boolean;
  /** The button's text: 'Download ID card', or what is happening while the card is on its way. */
  label: string;
}

/**
 * The ID card download that the ID card tile and the member information tile share (features never import each
 * other, and this layer may not render ui primitives: each tile renders its own Button with this state).
 * A second click while the card is on its way does nothing. The window opens inside the click; what fetches and
 * shows the card loads then (no first page carries it: the tiles that offer it are on /home).
 */
export function useIdCardDownload(deps?: IdCardPdfDeps): IdCardDownload {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const download = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const target = (deps?.openWindow ?? openBlankWindow)();
    void import('./id-card-pdf')
      .then(({ browserIdCardDeps, openIdCardPdf }) =>
        openIdCardPdf(t('idCard.download.preparing'), { ...(deps ?? browserIdCardDeps), openWindow: () => target }),
      )
      .catch((cause: unknown) => {
        // The code that fetches the card did not arrive (offline): as a failed call would, the error page.
        target?.close();
        (deps?.report ?? reportToGlobalHandler)(
          new ApiError({ status: NETWORK_FAILURE_STATUS, url: 'id-card.pdf', method: 'GET', message: String(cause) }),
        );
      })
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, [t, deps]);

  return { download, busy, label: busy ? t('idCard.download.busy') : t('idCard.download.label') };
}
