import { useTranslation } from 'react-i18next';
import { useBrand } from '../../manifest/brand-context';
import { telHref } from '../../ui/format';
import { Tile } from '../../ui/Tile';
import type { LanguageTaglinesProps } from './language-taglines.widget';
import { Prose, TaglineEntry, TaglineList } from './layout';
import { assistanceDepartment, textDirection, ttyNumber } from './rules';

/**
 * ACA section 1557 taglines: free language assistance, in each of the brand's languages. Each entry is marked with
 * its language (`lang`, and `dir` for a right-to-left script) so a screen reader speaks it in that language and the
 * browser lays it out in its own direction; its heading is the language's own name.
 */
export default function LanguageTaglinesSection({ languages, department }: LanguageTaglinesProps) {
  const { t } = useTranslation();
  const { contact } = useBrand();
  const phone = assistanceDepartment(contact, department)?.phone;
  const tty = ttyNumber(contact);
  return (
    <Tile title={t('legal.taglines.title')}>
      <Prose>
        <p>{t('legal.taglines.intro')}</p>
        <p>
          {phone ? (
            <>
              {t('legal.taglines.call')} <a href={telHref(phone)}>{phone}</a>{' '}
            </>
          ) : null}
          ({t('legal.contact.tty')}: <a href={telHref(tty)}>{tty}</a>)
        </p>
        <TaglineList>
          {languages.map((language) => (
            <TaglineEntry key={language} lang={language} dir={textDirection(language)}>
              <h3>{t(`legal.taglines.items.${language}.name`)}</h3>
              <p>{t(`legal.taglines.items.${language}.text`, { phone: phone ?? '', tty })}</p>
            </TaglineEntry>
          ))}
        </TaglineList>
      </Prose>
    </Tile>
  );
}
