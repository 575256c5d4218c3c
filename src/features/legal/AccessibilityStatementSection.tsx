import { useTranslation } from 'react-i18next';
import { useBrand } from '../../manifest/brand-context';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import type { AccessibilityStatementProps } from './accessibility-statement.widget';
import { ContactLines } from './ContactLines';
import { Prose, SubHeading } from './layout';
import { assistanceDepartment, ttyNumber } from './rules';

/** What the brand does for accessibility, and what it knows falls short, in the statement's order. */
const PRACTICES = ['standard', 'semantics', 'keyboard', 'contrast', 'reflow', 'automatedChecks', 'languages'] as const;
const LIMITATIONS = ['documents', 'otherSites'] as const;

/**
 * The brand's accessibility statement: its conformance target (WCAG 2.2 AA), what it does, known limitations, how to
 * report a barrier (the manifest's contact department) and the statement's date.
 */
export default function AccessibilityStatementSection({ department }: AccessibilityStatementProps) {
  const { t } = useTranslation();
  const { brand, contact } = useBrand();
  const line = assistanceDepartment(contact, department);
  const values = { brand: brand.name };
  return (
    <Tile title={t('legal.accessibility.title', values)}>
      <Prose>
        <p>{t('legal.accessibility.commitment', values)}</p>
        <SubHeading>{t('legal.accessibility.conformanceTitle')}</SubHeading>
        <p>{t('legal.accessibility.conformance')}</p>
        <SubHeading>{t('legal.accessibility.practicesTitle')}</SubHeading>
        <ul>
          {PRACTICES.map((practice) => (
            <li key={practice}>{t(`legal.accessibility.practices.${practice}`)}</li>
          ))}
        </ul>
        <SubHeading>{t('legal.accessibility.limitationsTitle')}</SubHeading>
        <ul>
          {LIMITATIONS.map((limitation) => (
            <li key={limitation}>{t(`legal.accessibility.limitations.${limitation}`)}</li>
          ))}
        </ul>
        <SubHeading>{t('legal.accessibility.reportTitle')}</SubHeading>
        <p>{t('legal.accessibility.reportIntro')}</p>
        <ContactLines phone={line?.phone} tty={ttyNumber(contact)} email={line?.email} />
        <p>{t('legal.accessibility.response')}</p>
        <p>
          {t('legal.accessibility.grievance')}{' '}
          <TextLink to="/language-assistance">{t('legal.accessibility.noticeLink')}</TextLink>
        </p>
        <p>{t('legal.accessibility.dated', { date: t('legal.accessibility.date') })}</p>
      </Prose>
    </Tile>
  );
}
