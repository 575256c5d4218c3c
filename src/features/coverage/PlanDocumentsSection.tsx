import { useTranslation } from 'react-i18next';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { usePlanDocuments } from './api';
import { DocumentEntries } from './DocumentEntries';
import type { PlanDocumentsProps } from './plan-documents.widget';
import { documentsOfKind } from './rules';

/** The plan's documents of one kind (handbooks, certificate of coverage, prior authorization, forms). */
export default function PlanDocumentsSection({ kind }: PlanDocumentsProps) {
  const { t } = useTranslation();
  const documents = usePlanDocuments();
  const title = t(`coverage.documents.${kind}.title`);
  if (!documents.isSuccess) return tileWhileNotLoaded(documents, title, { minHeight: '10rem', lines: 3, lineHeight: '2rem' });
  const listed = documentsOfKind(documents.data.documents, kind);
  return (
    <Tile title={title}>
      <p>{t(`coverage.documents.${kind}.intro`)}</p>
      {listed.length === 0 ? <p>{t(`coverage.documents.${kind}.empty`)}</p> : <DocumentEntries documents={listed} />}
    </Tile>
  );
}
