import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../ui/Link';
import { Entry, EntryList, Muted } from './layout';

export interface DocumentEntry {
  id: string;
  title: string;
  description?: string;
  year: number | null;
  url: string;
}

/** A list of documents, each a link (new tab) with its description and plan year. */
export function DocumentEntries({ documents }: { documents: readonly DocumentEntry[] }) {
  const { t } = useTranslation();
  return (
    <EntryList>
      {documents.map((doc) => (
        <Entry key={doc.id}>
          <ExternalLink href={doc.url}>{doc.title}</ExternalLink>
          {doc.description ? <p>{doc.description}</p> : null}
          {doc.year !== null ? <Muted>{t('coverage.documents.year', { year: doc.year })}</Muted> : null}
        </Entry>
      ))}
    </EntryList>
  );
}
