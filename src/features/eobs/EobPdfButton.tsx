import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { EobPdfDownload } from './api';
import type { Eob } from './rules';

/** 'Download PDF' of one EOB; `whichEob` is read after it so each button on a page has its own name. */
export function EobPdfButton({ eob, pdf, whichEob }: { eob: Pick<Eob, 'pdfDocumentId' | 'date'>; pdf: EobPdfDownload; whichEob?: string }) {
  const { t } = useTranslation();
  const busy = pdf.busyId === eob.pdfDocumentId;
  return (
    <Button
      $variant="secondary"
      aria-disabled={pdf.busyId !== null || undefined}
      onClick={() => pdf.download(eob)}
    >
      {busy ? <Spinner size={16} /> : null}
      {busy ? t('eobs.pdf.busy') : t('eobs.pdf.download')}
      {whichEob ? <VisuallyHidden> {t('eobs.pdf.forEob', { name: whichEob })}</VisuallyHidden> : null}
    </Button>
  );
}
