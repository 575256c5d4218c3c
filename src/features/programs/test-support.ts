/** Unit-test support for the tools and programs tiles: a signed-in member and the gateway calls they read. */
import type { Program } from '../../api/response-types';
import { accountFixture, memberFixture, termedRecord } from '../../member/member-context.fixture';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { fakeToken, memberFactsAnswers, stubGateway, type Answer } from '../../../test/stub-gateway';

export function signIn(): void {
  startSession(fakeToken(), new Date());
}

export async function signOut(): Promise<void> {
  await clearAllStorage();
  refreshSession();
}

type CatalogEntry = Pick<Program, 'name' | 'featureGroup' | 'url' | 'urlDocumentType' | 'external'>;
const endpoint = (url: string) => ({ url, urlDocumentType: 'ENDPOINT', external: true }) as const;
const internal = (url: string) => ({ url, urlDocumentType: 'INTERNAL', external: false }) as const;
const detailsPage = { url: null, urlDocumentType: null, external: false } as const;

/** The programs the tests name, as the reference gateway's catalogue describes them. */
const catalog: Record<number, CatalogEntry> = {
  1: { name: 'Healthcare cost estimator', featureGroup: 'TOOLS', ...endpoint('https://estimator.example.com/medical') },
  8: { name: 'Text a doctor', featureGroup: 'TOOLS', ...endpoint('https://telehealth.example.com') },
  13: { name: 'Call a nurse', featureGroup: 'CARE', ...detailsPage },
  27: { name: 'Passport Dental', featureGroup: 'DENTAL', ...internal('/passport-dental') },
  33: { name: 'Dental cost estimator', featureGroup: 'TOOLS', ...endpoint('https://estimator.example.com/dental') },
  37: { name: 'Pharmacy benefit manager', featureGroup: 'TOOLS', ...internal('/navitus') },
  52: { name: 'Oral health', featureGroup: 'WELLNESS', ...detailsPage },
  54: { name: 'Choose healthy', featureGroup: 'WELLNESS', ...endpoint('https://choosehealthy.example.com') },
  61: { name: 'Supplemental vision', featureGroup: null, url: 'https://docs.example.com/v.pdf', urlDocumentType: 'DOCUMENT', external: true },
  70: { name: 'Mobile therapy', featureGroup: 'CARE', ...endpoint('https://therapy.example.com') },
  75: { name: 'Active and fit', featureGroup: 'WELLNESS', ...endpoint('https://activeandfit.example.com') },
  80: { name: 'Behavioral health', featureGroup: 'CARE', ...detailsPage },
  85: { name: 'Silver and fit', featureGroup: 'WELLNESS', ...endpoint('https://silverandfit.example.com') },
  92: { name: 'Find a dentist', featureGroup: 'TOOLS', ...internal('/find-care/find-a-dentist') },
  93: { name: 'Digital claims', featureGroup: 'TOOLS', ...endpoint('https://claims.example.com/submit') },
  99: { name: 'All programs', featureGroup: 'SHORTCUT', ...internal('/benefits/programs') },
};

/** A family's programs like the gateway answers them: listed order is displayOrder. */
export function programsOf(ids: number[], highPriority: number[] = []): Program[] {
  return ids.map((id, index) => {
    const entry = catalog[id];
    if (!entry) throw new Error(`Program ${id} is not in the test catalogue`);
    return {
      id,
      ...entry,
      description: `About ${entry.name}.`,
      categories: [],
      eligible: true,
      displayOrder: (index + 1) * 10,
      highPriority: highPriority.includes(id),
      childResourceIds: [],
      resource: null,
      icon: null,
    };
  });
}

/** The personas' programs (gateway/reference-api/personas): subscriber, medicare (regional) and partner. */
export const subscriberPrograms = programsOf([8, 13, 54, 70, 80, 52, 75, 61, 1, 33, 37, 93, 99], [8, 13, 54, 70, 80, 52, 75]);
export const medicarePrograms = programsOf([85, 13, 8, 27, 37, 93, 33, 99], [85, 13, 8]);
export const partnerPrograms = programsOf([27, 33, 92, 93, 52], [52]);

export const OOC_URL = 'https://docs.example.com/summit/outline-of-coverage-individual-ppo-500.pdf';
/** A text answer, new for every call (a Response body can be read once). */
export const text = (body: string) => () => new Response(body, { headers: { 'content-type': 'text/plain' } });

export const termedAccount = accountFixture(
  memberFixture({ eligibility: { medical: [termedRecord], dental: [termedRecord], vision: [termedRecord], pharmacy: [termedRecord] } }),
);

/** The calls behind the member facts and the tiles, for a registered eBill subscriber; override any. */
export function memberGateway(overrides: Record<string, Answer> = {}) {
  return stubGateway(memberFactsAnswers({
    'GET programs': { programs: subscriberPrograms },
    'GET ebill/hasEbill': true,
    'GET ebill/ebillRegistered': true,
    'GET handbook/ooc': text(OOC_URL),
    'GET token/userkey': text('k'.repeat(43)),
    'PUT ebill/registerEbillUser': true,
    ...overrides,
  }));
}
