import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserIdCardDeps, openIdCardPdf, type IdCardPdfDeps } from './id-card-pdf';

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
 * A second click while the card is on its way does nothing.
 */
export function useIdCardDownload(deps: IdCardPdfDeps = browserIdCardDeps): IdCardDownload {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const download = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void openIdCardPdf(t('idCard.download.preparing'), deps).finally(() => {
      running.current = false;
      setBusy(false);
    });
  }, [t, deps]);

  return { download, busy, label: busy ? t('idCard.download.busy') : t('idCard.download.label') };
}
