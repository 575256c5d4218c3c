import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { useOutlineOfCoverage } from './api';
import { outlineOfCoverage } from './rules';

/** The outline of coverage (spec §7 GET handbook/ooc: its address as text), or a note that the plan has none. */
export default function OutlineOfCoverageSection() {
  const { t } = useTranslation();
  const answer = useOutlineOfCoverage();
  const title = t('coverage.outline.title');
  if (!answer.isSuccess) return tileWhileNotLoaded(answer, title, { minHeight: '7rem', lines: 2 });
  const url = outlineOfCoverage(answer.data);
  return (
    <Tile title={title}>
      {url ? (
        <>
          <p>{t('coverage.outline.intro')}</p>
          <p>
            <ExternalLink href={url}>{t('coverage.outline.link')}</ExternalLink>
          </p>
        </>
      ) : (
        <p>{t('coverage.outline.empty')}</p>
      )}
    </Tile>
  );
}
