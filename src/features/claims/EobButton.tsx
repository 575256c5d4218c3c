import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useOpenEob } from './api';

/** Opens a claim's EOB (spec §2). `whichClaim` is read after 'EOB' so each of the card's buttons has its own name. */
export function EobButton({ claimId, whichClaim }: { claimId: string; whichClaim: string }) {
  const { t } = useTranslation();
  const { open, opening } = useOpenEob();
  return (
    <Button
      $variant="secondary"
      aria-disabled={opening || undefined}
      onClick={() => {
        if (!opening) open(claimId);
      }}
    >
      {opening ? <Spinner size={16} /> : null}
      {t('claims.recentClaims.eob')} <VisuallyHidden>{whichClaim}</VisuallyHidden>
    </Button>
  );
}
