import type { FromSchema } from 'json-schema-to-ts';
import type { coverageDocumentSchema, planDocumentSchema } from '../../../schemas/api/documents';
import type { SeedFamily } from './types';

/*
 * The plan's documents by group: handbooks and certificates of coverage (GET plan-documents), prior authorization
 * lists (GET prior-authorizations) and forms (GET forms). A group without documents of its own gets the standard set named after its plan, so every
 * persona's pages have content; the Medicare plan and the direct plan have their own.
 */

export type PlanDocument = FromSchema<typeof planDocumentSchema>;
export type CoverageDocument = FromSchema<typeof coverageDocumentSchema>;

/** A seeded document and the call that lists it: plan-documents (its kinds), forms or prior-authorizations. */
type SeedDocument = CoverageDocument & { kind: PlanDocument['kind'] | 'priorAuthorization' | 'form' };

const DOCS = 'https://docs.example.com';

const byGroup: Record<string, (year: number) => SeedDocument[]> = {
  // The Rivera family's direct plan (`subscriber`).
  '10003310': (year) => [
    { id: 'member-handbook', kind: 'handbook', title: 'Summit Individual & Family member handbook', year,
      description: 'How your plan works: finding care, costs, appeals and your rights as a member.', url: `${DOCS}/summit/member-handbook-${year}.pdf` },
    { id: 'dental-handbook', kind: 'handbook', title: 'Summit Dental PPO handbook', year,
      description: 'What the dental plan covers, waiting periods and how to find a network dentist.', url: `${DOCS}/summit/dental-handbook-${year}.pdf` },
    { id: 'coc-medical', kind: 'certificateOfCoverage', title: 'Certificate of coverage: Summit Individual PPO $500', year,
      description: 'The legal terms of your medical coverage: benefits, exclusions and limitations.', url: `${DOCS}/summit/coc-mppo-500-${year}.pdf` },
    { id: 'coc-dental', kind: 'certificateOfCoverage', title: 'Certificate of coverage: Summit Dental PPO $1,500', year,
      description: 'The legal terms of your dental coverage.', url: `${DOCS}/summit/coc-dppo-1500-${year}.pdf` },
    { id: 'prior-auth-list', kind: 'priorAuthorization', title: 'Services that need prior authorization', year,
      description: 'Care your provider must have approved before you receive it.', url: `${DOCS}/summit/prior-authorization-list-${year}.pdf` },
    { id: 'prior-auth-form', kind: 'form', title: 'Prior authorization request form', year: null,
      description: 'For your provider to request approval of a service.', url: `${DOCS}/forms/prior-authorization-request.pdf` },
    { id: 'appeal-form', kind: 'form', title: 'Appeal form', year: null,
      description: 'Ask us to review a decision on a prior authorization or a claim.', url: `${DOCS}/forms/appeal.pdf` },
  ],
  // The regional Medicare Advantage plan (`medicare`).
  '10007500': (year) => [
    { id: 'ma-handbook', kind: 'handbook', title: 'Riverbend Medicare Advantage member handbook', year,
      description: 'Your guide to the plan: doctors, pharmacies, extra benefits and who to call.', url: `${DOCS}/medicare/member-handbook-${year}.pdf` },
    { id: 'ma-coc', kind: 'certificateOfCoverage', title: 'Evidence of coverage: Riverbend Medicare Advantage PPO', year,
      description: 'What the plan covers and what you pay, in full.', url: `${DOCS}/medicare/evidence-of-coverage-${year}.pdf` },
    { id: 'ma-prior-auth', kind: 'priorAuthorization', title: 'Medicare Advantage prior authorization list', year,
      description: 'Services and drugs that need approval before you receive them.', url: `${DOCS}/medicare/prior-authorization-list-${year}.pdf` },
    { id: 'ma-coverage-determination', kind: 'form', title: 'Coverage determination request', year: null,
      description: 'Ask the plan to cover a drug or service.', url: `${DOCS}/medicare/coverage-determination.pdf` },
  ],
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The standard set, named after the family's plan. */
function standardDocuments(groupName: string, year: number): SeedDocument[] {
  const base = `${DOCS}/groups/${slug(groupName)}`;
  return [
    { id: 'member-handbook', kind: 'handbook', title: `${groupName} member handbook`, year,
      description: 'How your plan works: finding care, costs, appeals and your rights as a member.', url: `${base}/member-handbook-${year}.pdf` },
    { id: 'coc', kind: 'certificateOfCoverage', title: `Certificate of coverage: ${groupName}`, year,
      description: 'The legal terms of your coverage: benefits, exclusions and limitations.', url: `${base}/certificate-of-coverage-${year}.pdf` },
    { id: 'prior-auth-list', kind: 'priorAuthorization', title: 'Services that need prior authorization', year,
      description: 'Care your provider must have approved before you receive it.', url: `${base}/prior-authorization-list-${year}.pdf` },
    { id: 'prior-auth-form', kind: 'form', title: 'Prior authorization request form', year: null,
      description: 'For your provider to request approval of a service.', url: `${DOCS}/forms/prior-authorization-request.pdf` },
  ];
}

/** Every document of the family's group plan for the plan year of `today` (yyyy-mm-dd). */
function seedDocumentsOf(family: SeedFamily, today: string): SeedDocument[] {
  const year = Number(today.slice(0, 4));
  const own = byGroup[family.family.groupId];
  return own ? own(year) : standardDocuments(family.family.groupName ?? 'Member plan', year);
}

const isPlanDocument = (document: SeedDocument): document is PlanDocument =>
  document.kind === 'handbook' || document.kind === 'certificateOfCoverage';

const withoutKind = ({ kind: _kind, ...document }: SeedDocument): CoverageDocument => document;

/** GET plan-documents: the handbooks and certificates of coverage of the family's plan. */
export function planDocumentsOf(family: SeedFamily, today: string): PlanDocument[] {
  return seedDocumentsOf(family, today).filter(isPlanDocument);
}

/** GET forms or GET prior-authorizations: the family's plan's documents of that kind. */
export function coverageDocumentsOf(family: SeedFamily, today: string, kind: 'form' | 'priorAuthorization'): CoverageDocument[] {
  return seedDocumentsOf(family, today).filter((document) => document.kind === kind).map(withoutKind);
}

/** One of the family's documents by id: a document of `today`'s plan year or a Medicare material; else null. */
export function memberDocumentOf(family: SeedFamily, today: string, id: string) {
  const documents = [...seedDocumentsOf(family, today).map(withoutKind), ...family.medicareMaterials];
  return documents.find((document) => document.id === id) ?? null;
}
