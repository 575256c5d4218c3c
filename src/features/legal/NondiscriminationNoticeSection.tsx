import { useTranslation } from 'react-i18next';
import { useBrand } from '../../manifest/brand-context';
import { Tile } from '../../ui/Tile';
import { ContactLines } from './ContactLines';
import { Prose, SubHeading } from './layout';
import type { NondiscriminationNoticeProps } from './nondiscrimination-notice.widget';
import { ttyNumber } from './rules';

/** The free aids for people with disabilities, and the free language services, in the notice's order. */
const AIDS = ['signLanguage', 'otherFormats'] as const;
const LANGUAGE_SERVICES = ['interpreters', 'translations'] as const;

/**
 * The notice of nondiscrimination (ACA section 1557, after HHS's sample notice): the brand's compliance, its free
 * aids and language services, and its Civil Rights Coordinator, who takes grievances.
 */
export default function NondiscriminationNoticeSection({ coordinator }: NondiscriminationNoticeProps) {
  const { t } = useTranslation();
  const { brand, contact } = useBrand();
  const values = { brand: brand.name };
  return (
    <Tile title={t('legal.notice.title')}>
      <Prose>
        <p>{t('legal.notice.complies', values)}</p>
        <p>{t('legal.notice.noExclusion', values)}</p>
        <SubHeading>{t('legal.notice.servicesTitle')}</SubHeading>
        <p>{t('legal.notice.aidsIntro', values)}</p>
        <ul>
          {AIDS.map((aid) => (
            <li key={aid}>{t(`legal.notice.aids.${aid}`)}</li>
          ))}
        </ul>
        <p>{t('legal.notice.languageIntro', values)}</p>
        <ul>
          {LANGUAGE_SERVICES.map((service) => (
            <li key={service}>{t(`legal.notice.languageServices.${service}`)}</li>
          ))}
        </ul>
        <p>{t('legal.notice.needServices')}</p>
        <SubHeading>{t('legal.notice.grievanceTitle')}</SubHeading>
        <p>{t('legal.notice.grievanceIntro', values)}</p>
        <div>
          <p>
            <strong>{t('legal.notice.coordinator', values)}</strong>
          </p>
          <ContactLines phone={coordinator.phone} tty={ttyNumber(contact)} email={coordinator.email} mail={coordinator.mail} />
        </div>
        <p>{t('legal.notice.grievanceHow')}</p>
      </Prose>
    </Tile>
  );
}
