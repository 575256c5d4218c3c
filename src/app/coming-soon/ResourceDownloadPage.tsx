import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '../../ui/Spinner';
import { PageHeading } from '../../ui/PageHeading';

const Row = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.xl};
`;

/** /resource-download: 'Downloading resource...' with a spinner (spec §2). */
export default function ResourceDownloadPage() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <PageHeading>{t('pages.resourceDownload')}</PageHeading>
      <Row>
        <Spinner size={48} />
      </Row>
    </div>
  );
}
