import { useTranslation } from 'react-i18next';
import { useBrand } from '../../manifest/brand-context';
import { EntryList } from '../../ui/EntryList';
import { telHref } from '../../ui/format';
import { ExternalLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import type { CareLinksProps } from './care-links.widget';
import { CareEntry } from './CareEntry';
import { phoneLines } from './rules';

/**
 * Care links of the manifest: other sites (new tab, external-link icon) and the brand's phone lines (tel: links).
 * Nothing at all when the brand has none of them.
 */
export default function CareLinksSection({ title, links = [], phoneLines: lineIds = [] }: CareLinksProps) {
  const { t } = useTranslation();
  const { contact } = useBrand();
  const lines = phoneLines(contact, lineIds);
  if (links.length === 0 && lines.length === 0) return null;
  return (
    <Tile title={t(title)}>
      <EntryList>
        {links.map((link) => (
          <CareEntry key={link.id} heading={<ExternalLink href={link.href}>{t(link.label)}</ExternalLink>}>
            {link.description ? <p>{t(link.description)}</p> : null}
          </CareEntry>
        ))}
        {lines.map((line) => (
          <CareEntry key={line.id} heading={t(line.label)}>
            <p>
              <a href={telHref(line.phone)}>{t('careOptions.links.callLine', { phone: line.phone })}</a>
            </p>
            <p>{t(line.hours)}</p>
          </CareEntry>
        ))}
      </EntryList>
    </Tile>
  );
}
