import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { useForms, usePlanDocuments, usePriorAuthorizations } from './api';
import { DocumentEntries } from './DocumentEntries';
import type { PlanDocumentsProps } from './plan-documents.widget';
import { listedDocuments, type CoverageDocument, type PlanDocument } from './rules';

type Kind = PlanDocumentsProps['kind'];

function DocumentsTile({ kind, documents }: { kind: Kind; documents: UseQueryResult<CoverageDocument[]> }) {
  const { t } = useTranslation();
  const title = t(`coverage.documents.${kind}.title`);
  if (!documents.isSuccess) return tileWhileNotLoaded(documents, title, { minHeight: '10rem', lines: 3, lineHeight: '2rem' });
  const listed = listedDocuments(documents.data);
  return (
    <Tile title={title}>
      <p>{t(`coverage.documents.${kind}.intro`)}</p>
      {listed.length === 0 ? <p>{t(`coverage.documents.${kind}.empty`)}</p> : <DocumentEntries documents={listed} />}
    </Tile>
  );
}

const PlanKindDocuments = ({ kind }: { kind: PlanDocument['kind'] }) => <DocumentsTile kind={kind} documents={usePlanDocuments(kind)} />;
const Forms = () => <DocumentsTile kind="form" documents={useForms()} />;
const PriorAuthorizations = () => <DocumentsTile kind="priorAuthorization" documents={usePriorAuthorizations()} />;

/**
 * The plan's documents of one kind, each from its call: handbooks and certificate of coverage from GET plan-documents,
 * prior authorization lists and forms from spec §7's configured paths prior-authorizations and forms.
 */
export default function PlanDocumentsSection({ kind }: PlanDocumentsProps) {
  if (kind === 'form') return <Forms />;
  if (kind === 'priorAuthorization') return <PriorAuthorizations />;
  return <PlanKindDocuments kind={kind} />;
}
