import { useTranslation } from 'react-i18next';
import { SkeletonLines } from '../../ui/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { ProgramCard, ProgramCards, ToolEntry, ToolList } from './layout';

/*
 * Loading placeholders laid out in the same grid as the content they stand for, at every breakpoint, so the
 * page does not move when the data arrives. Screen readers hear 'Loading' once; the grey shapes are hidden.
 */

export function ToolPlaceholders({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>
      <ToolList as="div" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <ToolEntry as="div" key={i}>
            <SkeletonLines lines={2} />
          </ToolEntry>
        ))}
      </ToolList>
    </>
  );
}

export function ProgramPlaceholders({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>
      <ProgramCards as="div" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <ProgramCard as="div" key={i}>
            <SkeletonLines lines={3} />
          </ProgramCard>
        ))}
      </ProgramCards>
    </>
  );
}
