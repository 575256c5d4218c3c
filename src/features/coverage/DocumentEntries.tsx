import { useTranslation } from 'react-i18next';
import { TextLink } from '../../ui/Link';
import { Entry, EntryList, Muted } from './layout';
import { documentDownloadPath } from './rules';

export interface DocumentEntry {
  id: string;
  title: string;
  description?: string;
  year: number | null;
}

/** A list of the member's documents, each a link to its download (/resource-download) with its description and plan year. */
export function DocumentEntries({ documents }: { documents: readonly DocumentEntry[] }) {
  const { t } = useTranslation();
  return (
    <EntryList>
      {documents.map((doc) => (
        <Entry key={doc.id}>
          <TextLink to={documentDownloadPath(doc.id)}>{doc.title}</TextLink>
          {doc.description ? <p>{doc.description}</p> : null}
          {doc.year !== null ? <Muted>{t('coverage.documents.year', { year: doc.year })}</Muted> : null}
        </Entry>
      ))}
    </EntryList>
  );
}
