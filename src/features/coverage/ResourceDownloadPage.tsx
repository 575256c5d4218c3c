import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { Spinner } from '../../ui/Spinner';
import { useMemberDocument } from './api';
import { documentDownloadName, documentIdOfSearch } from './rules';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xl};
`;

const SaveLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;
  text-decoration: underline;
  align-self: center;
`;

/** The downloaded PDF as an address this page can offer; freed when the page leaves or the PDF changes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * /resource-download?document={id}: 'Downloading resource...' with a spinner (spec §2) while one of the member's
 * documents downloads, then the document to save, or back; a failed download says so (spec §8's message 1) with
 * 'Try again'. An address that names no document is the 404 page.
 */
export default function ResourceDownloadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = documentIdOfSearch(useSearchParams()[0]);
  const download = useMemberDocument(id);
  const url = useObjectUrl(download.data);
  if (id === null) return <Navigate to="/error/404" replace />;

  const goBack = (
    <Button $variant="secondary" onClick={() => navigate(-1)}>
      {t('coverage.download.back')}
    </Button>
  );
  if (download.isError) {
    return (
      <div>
        <PageHeading>{t('coverage.download.failedTitle')}</PageHeading>
        <p role="alert">{t('coverage.download.failed')}</p>
        <Row>
          <Button onClick={() => void download.refetch()}>{t('coverage.download.tryAgain')}</Button>
          {goBack}
        </Row>
      </div>
    );
  }
  if (url === null) {
    return (
      <div role="status">
        <PageHeading>{t('pages.resourceDownload')}</PageHeading>
        <Row>
          <Spinner size={48} />
        </Row>
      </div>
    );
  }
  return (
    <div>
      <PageHeading>{t('coverage.download.readyTitle')}</PageHeading>
      <p role="status">{t('coverage.download.ready')}</p>
      <Row>
        <SaveLink href={url} download={documentDownloadName(id)}>
          {t('coverage.download.save')}
        </SaveLink>
        {goBack}
      </Row>
    </div>
  );
}
