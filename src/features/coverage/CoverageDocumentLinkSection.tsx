import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { usePlanDocuments, usePriorAuthorizations } from './api';
import type { CoverageDocumentLinkProps } from './coverage-document-link.widget';
import { documentLinkTargets, hasListedDocuments, type CoverageDocument, type DocumentLinkKind } from './rules';

function DocumentLinkTile({ kind, documents }: { kind: DocumentLinkKind; documents: UseQueryResult<CoverageDocument[]> }) {
  const { t } = useTranslation();
  const title = t(`coverage.documentLink.${kind}.title`);
  // Nothing while the call runs or when there is nothing to open: the tile is only for a member who has the documents.
  if (documents.isPending) return null;
  if (documents.isError) {
    return (
      <Tile title={title}>
        <TileError onRetry={() => void documents.refetch()} retrying={documents.isFetching} />
      </Tile>
    );
  }
  if (!hasListedDocuments(documents.data)) return null;
  return (
    <Tile title={title}>
      <p>{t(`coverage.documents.${kind}.intro`)}</p>
      <p>
        <TextLink to={documentLinkTargets[kind]}>{t(`coverage.documentLink.${kind}.link`)}</TextLink>
      </p>
    </Tile>
  );
}

const CertificateLink = () => <DocumentLinkTile kind="certificateOfCoverage" documents={usePlanDocuments('certificateOfCoverage')} />;
const PriorAuthorizationLink = () => <DocumentLinkTile kind="priorAuthorization" documents={usePriorAuthorizations()} />;

/**
 * A tile leading to the member's certificate of coverage or prior authorization lists, for a page whose menu offers
 * neither (the reduced Benefits menu, spec §2 as issue 29 decided), shown only when the member has such documents.
 */
export default function CoverageDocumentLinkSection({ kind }: CoverageDocumentLinkProps) {
  return kind === 'priorAuthorization' ? <PriorAuthorizationLink /> : <CertificateLink />;
}
