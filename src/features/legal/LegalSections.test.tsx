import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { brandManifest } from '../../../test/brand-fixtures';
import AccessibilityStatementSection from './AccessibilityStatementSection';
import CivilRightsComplaintSection from './CivilRightsComplaintSection';
import LanguageTaglinesSection from './LanguageTaglinesSection';
import NondiscriminationNoticeSection from './NondiscriminationNoticeSection';
import type { LanguageTaglinesProps } from './language-taglines.widget';
import type { NondiscriminationNoticeProps } from './nondiscrimination-notice.widget';
import type { CivilRightsComplaintProps } from './civil-rights-complaint.widget';

/** A brand's props of a section of its manifest's page, as the page renders them. */
function propsOf<P>(brand: string, page: 'language-assistance' | 'accessibility', id: string): P {
  const section = brandManifest(brand).pages[page].sections.find((s) => s.id === id);
  if (!section) throw new Error(`${brand} has no ${id} section on ${page}`);
  return section.props as P;
}

describe('LanguageTaglinesSection', () => {
  it("main: a tagline per language, in the brand's order, each marked with its language, under its own name", () => {
    const props = propsOf<LanguageTaglinesProps>('main', 'language-assistance', 'taglines');
    renderWithProviders(<LanguageTaglinesSection {...props} />, { brand: 'main' });
    const tile = screen.getByRole('region', { name: 'Free language assistance' });
    const entries = within(tile).getAllByRole('listitem');
    expect(entries.map((li) => li.getAttribute('lang'))).toEqual(props.languages);
    expect(entries).toHaveLength(15);
    expect(within(tile).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Español', 'Tiếng Việt', '繁體中文', 'Русский', '한국어', 'Tagalog', 'Українська', '日本語', 'العربية', 'Română',
      'ភាសាខ្មែរ', 'ไทย', 'Afaan Oromoo', 'فارسی', 'Gagana Sāmoa',
    ]);
    const spanish = entries[0]!;
    expect(spanish).toHaveAttribute('dir', 'ltr');
    expect(spanish).toHaveTextContent(
      'ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al 800-555-0101 (TTY: 711).',
    );
  });

  it('writes Arabic and Persian right to left, every other language left to right', () => {
    const props = propsOf<LanguageTaglinesProps>('main', 'language-assistance', 'taglines');
    renderWithProviders(<LanguageTaglinesSection {...props} />, { brand: 'main' });
    const directions = Object.fromEntries(screen.getAllByRole('listitem').map((li) => [li.getAttribute('lang'), li.getAttribute('dir')]));
    expect(Object.entries(directions).filter(([, dir]) => dir === 'rtl').map(([lang]) => lang)).toEqual(['ar', 'fa']);
    expect(screen.getByRole('heading', { name: 'العربية' }).closest('li')).toHaveTextContent(
      'ملحوظة: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان. اتصل برقم 800-555-0101 (رقم هاتف الصم والبكم: 711).',
    );
  });

  it("regional: its own languages and its customer-service line; the relay service's 711 as TTY (it has no TTY line of its own)", () => {
    const props = propsOf<LanguageTaglinesProps>('regional', 'language-assistance', 'taglines');
    renderWithProviders(<LanguageTaglinesSection {...props} />, { brand: 'regional' });
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('lang'))).toEqual([
      'es', 'zh-Hant', 'vi', 'ru', 'ko', 'tl', 'uk', 'ja', 'km', 'ar', 'am', 'pa', 'om', 'ro', 'lo',
    ]);
    expect(screen.getByRole('heading', { name: 'አማርኛ' }).closest('li')).toHaveTextContent('800-555-0121 (መስማት ለተሳናቸው: 711)');
    expect(screen.getByRole('link', { name: '800-555-0121' })).toHaveAttribute('href', 'tel:8005550121');
    expect(screen.getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
  });

  it("gives the brand's general line when the section names no department, or one the brand does not have", () => {
    renderWithProviders(<LanguageTaglinesSection languages={['vi']} department="no-such-line" />, { brand: 'partner' });
    expect(screen.getByRole('listitem')).toHaveTextContent('Gọi số 800-555-0141 (TTY: 711).');
  });
});

describe('NondiscriminationNoticeSection', () => {
  it("hospital: the brand complies, its free aids and language services, and its coordinator's contacts", () => {
    const props = propsOf<NondiscriminationNoticeProps>('hospital', 'language-assistance', 'notice');
    renderWithProviders(<NondiscriminationNoticeSection {...props} />, { brand: 'hospital' });
    const tile = screen.getByRole('region', { name: 'Notice of non-discrimination' });
    expect(tile).toHaveTextContent(
      'Lakeside Hospital Health Plan complies with applicable federal civil rights laws and does not discriminate on the basis of race, color, national origin, age, disability, or sex.',
    );
    expect(within(tile).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Free aids and services', 'How to file a grievance']);
    const [aids, languages] = within(tile).getAllByRole('list');
    expect(within(aids!).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Qualified sign language interpreters',
      'Written information in other formats (large print, audio, accessible electronic formats, other formats)',
    ]);
    expect(within(languages!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Qualified interpreters', 'Information written in other languages']);
    expect(within(tile).getByText('Civil Rights Coordinator', { selector: 'strong' })).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: '800-555-0163' })).toHaveAttribute('href', 'tel:8005550163');
    expect(within(tile).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
    expect(within(tile).getByRole('link', { name: 'civilrights@lakesidehospitalplan.example' })).toHaveAttribute(
      'href', 'mailto:civilrights@lakesidehospitalplan.example',
    );
    expect(within(tile).getByText(/^Mail:/)).toHaveTextContent(
      'Mail: Lakeside Hospital Health PlanAttn: Civil Rights CoordinatorPO Box 1880Lake Oswego, OR 97035',
    );
  });

  it("main: the TTY is the brand's own line", () => {
    const props = propsOf<NondiscriminationNoticeProps>('main', 'language-assistance', 'notice');
    renderWithProviders(<NondiscriminationNoticeSection {...props} />, { brand: 'main', manifest: { ...brandManifest('main'), contact: { ...brandManifest('main').contact, tty: '712' } } });
    expect(screen.getByRole('link', { name: '712' })).toHaveAttribute('href', 'tel:712');
  });
});

describe('CivilRightsComplaintSection', () => {
  it("every brand: HHS's Office for Civil Rights online (a new tab), by mail, phone and TDD, and its forms", () => {
    const props = propsOf<CivilRightsComplaintProps>('partner', 'language-assistance', 'complaint');
    renderWithProviders(<CivilRightsComplaintSection {...props} />, { brand: 'partner' });
    const tile = screen.getByRole('region', { name: 'File a complaint with the U.S. Department of Health and Human Services' });
    const portal = within(tile).getByRole('link', { name: 'Office for Civil Rights Complaint Portal (opens in a new tab)' });
    expect(portal).toHaveAttribute('href', 'https://ocrportal.hhs.gov/ocr/portal/lobby.jsf');
    expect(portal).toHaveAttribute('target', '_blank');
    expect(within(tile).getByRole('link', { name: '1-800-368-1019' })).toHaveAttribute('href', 'tel:18003681019');
    expect(within(tile).getByText(/^TDD:/)).toHaveTextContent('TDD: 1-800-537-7697');
    expect(within(tile).getByText(/^Mail:/)).toHaveTextContent('200 Independence Avenue SW, Room 509F, HHH Building, Washington, DC 20201');
    expect(within(tile).getByRole('link', { name: 'Complaint forms (opens in a new tab)' })).toHaveAttribute(
      'href', 'https://www.hhs.gov/ocr/complaints/index.html',
    );
  });
});

describe('AccessibilityStatementSection', () => {
  it('main: the WCAG 2.2 AA target, what the brand does, known limitations, where to report a barrier and the date', () => {
    const props = propsOf<object>('main', 'accessibility', 'statement');
    renderWithProviders(<AccessibilityStatementSection {...props} />, { brand: 'main' });
    const tile = screen.getByRole('region', { name: 'Accessibility of the Summit Health Plan member dashboard' });
    expect(within(tile).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Our conformance target', 'What we do', 'Known limitations', 'Report a barrier',
    ]);
    expect(tile).toHaveTextContent('Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA');
    expect(tile).toHaveTextContent('Automated accessibility checks (axe, against WCAG 2.2 Level AA) run on every page our browser tests visit');
    expect(within(tile).getByRole('link', { name: '800-555-0100' })).toHaveAttribute('href', 'tel:8005550100');
    expect(within(tile).getByRole('link', { name: 'dashboard@summithealth.example' })).toHaveAttribute('href', 'mailto:dashboard@summithealth.example');
    expect(within(tile).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
    expect(within(tile).getByRole('link', { name: 'see our notice of non-discrimination' })).toHaveAttribute('href', '/language-assistance');
    expect(tile).toHaveTextContent('This statement was last reviewed on December 1, 2026.');
  });

  it("hospital: a barrier is reported to its account-access line, under the brand's name", () => {
    const props = propsOf<object>('hospital', 'accessibility', 'statement');
    renderWithProviders(<AccessibilityStatementSection {...props} />, { brand: 'hospital' });
    expect(screen.getByRole('region', { name: 'Accessibility of the Lakeside Hospital Health Plan member dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '800-555-0160' })).toHaveAttribute('href', 'tel:8005550160');
    expect(screen.getByRole('link', { name: 'dashboard@lakesidehospitalplan.example' })).toBeInTheDocument();
  });
});
