import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

/** How long 'Copied' shows (spec §9: copy confirmation 3000 ms). */
export const COPIED_DURATION_MS = 3000;

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, for screen readers (for example 'subscriber ID'). */
  description?: string;
  onCopied?: () => void;
}

/** Copies `value` to the clipboard: shows 'Copy', then 'Copied' for 3 seconds. */
export function CopyButton({ value, description, onCopied }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_DURATION_MS);
    onCopied?.();
  };

  return (
    <Button $variant="text" onClick={() => void copy()}>
      <Icon name="copy" size={16} />
      {copied ? t('shell.copied') : t('shell.copy')}
      {description ? (
        <>
          {' '}
          <VisuallyHidden>{description}</VisuallyHidden>
        </>
      ) : null}
    </Button>
  );
}
