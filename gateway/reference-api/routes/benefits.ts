import type { FastifyInstance, FastifyReply } from 'fastify';
import { benefitCategoryNames } from '../../../schemas/api/benefits';
import {
  getBenefitsHistory,
  getCategoryBenefits,
  getDentalServices,
  getLimits,
  getMedicalServices,
} from '../../../schemas/api/endpoints/benefits';
import { isCoveredOn } from '../../../src/member/eligibility';
import { sessionOf } from '../auth/session';
import { implement, type DeclaredRequest } from '../../shared/endpoint-route';
import {
  dentalSearchCategories,
  dentalServices,
  extraLimits,
  medicalServices,
  pastPlanYears,
  standardAccumulators,
  standardDentalMaximums,
  standardOutOfPocket,
} from '../personas/benefits-data';
import { createCalendar } from '../personas/dates';
import type { Category, Limit, Member, SeedFamily } from '../personas/types';
import type { MemberRouteDeps } from './route-deps';

type SearchQuery = DeclaredRequest<typeof getMedicalServices>['Querystring'];

export const NO_SUCH_MEMBER = 'No member with that suffix is on your plan.';
export const SUFFIX_REQUIRED = 'A suffix is required for this category.';
/** Spec §8. */
export const INVALID_SEARCH_CATEGORY = 'Invalid benefit category for search';

const categoryOf: Record<Limit['productCategory'], Category> = { M: 'medical', D: 'dental', V: 'vision', X: 'pharmacy' };

/** Covered in the category on the day by the app's own rule (spec §4: not on the termination day). */
const covered = (member: Member, category: Category, day: string) => member.eligibility[category].some((r) => isCoveredOn(r, day));

/** Search tiers: the medical pages name them tab1 and tab2 (spec §3 "Tier"). */
const medicalTierId = (tier: string) => (tier === 'outnet' || tier === 'out-of-network' || tier === 'tab2' ? 'tab2' : 'tab1');
const networkTier = (tier: string) => (medicalTierId(tier) === 'tab2' ? 'outnet' : 'innet');

const limitsOf = (family: SeedFamily, memberKey: string, extra: Record<string, Limit[]>) => [
  ...(family.limits[memberKey] ?? []),
  ...(extra[memberKey] ?? []),
];

/** Epoch milliseconds of a yyyy-mm-dd day (UTC midnight): the {effectiveTime} of a history link. */
const effectiveTime = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** A history entry's link: that plan year's benefits of the entry's member (by suffix, so a family row opens its member). */
const historyLink = (isoDate: string, category: Category, member: Member) =>
  `/history/${effectiveTime(isoDate)}/benefits/${category}?suffix=${member.memberSuffix}`;

/**
 * The benefits calls of spec §7: GET benefits/limits, benefits/{medical|dental|vision|pharmacy},
 * benefits/{medical|dental}/search/{id} and benefits/history. A dependent sees only themself: another suffix is
 * answered as if it did not exist.
 */
export function benefitsRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const guard = { requireSession: deps.requireSession };
  const limitsByMember = extraLimits();
  const notFound = (reply: FastifyReply) => reply.code(404).send({ status: 404, message: NO_SUCH_MEMBER });

  implement(app, getLimits, guard, async (request, reply) => {
    const { family, visible } = sessionOf(request);
    const { suffix, asOfDate } = request.query;
    const member = visible.find((m) => m.memberSuffix === Number(suffix));
    if (!member) return notFound(reply);
    return limitsOf(family, member.memberKey, limitsByMember).filter((limit) => covered(member, categoryOf[limit.productCategory], asOfDate));
  });

  // Fastify matches the static benefits/limits and benefits/history before benefits/{category}.
  implement(app, getCategoryBenefits, guard, async (request, reply) => {
    const { category } = request.params;
    const { family, visible } = sessionOf(request);
    const { suffix, asOfDate } = request.query;
    // Medical answers the whole (visible) family; the others one member (spec §7).
    if (category !== 'medical' && suffix === undefined) return reply.code(400).send({ status: 400, message: SUFFIX_REQUIRED });
    const members = suffix === undefined ? visible : visible.filter((m) => m.memberSuffix === Number(suffix));
    if (members.length === 0) return notFound(reply);
    return {
      category,
      asOfDate,
      members: members.map((m) => {
        const inForce = covered(m, category, asOfDate);
        return {
          memberKey: m.memberKey,
          memberSuffix: m.memberSuffix,
          firstName: m.firstName,
          lastName: m.lastName,
          plans: m.eligibility[category].map((record) => ({ ...record, planName: family.planNames[record.classPlanId] ?? record.classPlanId })),
          accumulators: inForce ? standardAccumulators[category] : [],
          outOfPocket: inForce ? standardOutOfPocket[category] : [],
          dentalMaximums: inForce && category === 'dental' ? standardDentalMaximums : [],
        };
      }),
      services: category === 'medical' ? medicalServices.map(({ id, name }) => ({ id, name })) : category === 'dental' ? dentalSearchCategories : [],
    };
  });

  const searchMember = (request: Parameters<typeof sessionOf>[0], query: SearchQuery, category: Category) => {
    const member = sessionOf(request).visible.find((m) => m.memberSuffix === Number(query.suffix));
    return member ? { member, inForce: covered(member, category, query.asOfDate) } : null;
  };

  implement(app, getMedicalServices, guard, async (request, reply) => {
    const found = searchMember(request, request.query, 'medical');
    if (!found) return notFound(reply);
    if (!found.inForce) return [];
    const tierId = medicalTierId(request.query.tier);
    const tier = networkTier(request.query.tier);
    return medicalServices
      .filter((service) => service.id === request.params.id)
      .map((service) => ({
        tierId,
        url: service.url,
        pageId: service.id,
        pageDescription: service.pageDescription,
        name: service.name,
        outOfPocket: standardOutOfPocket.medical.filter((cost) => cost.service === service.name && cost.tier === tier),
      }));
  });

  implement(app, getDentalServices, guard, async (request, reply) => {
    const found = searchMember(request, request.query, 'dental');
    if (!found) return notFound(reply);
    if (!found.inForce) return [];
    const id = request.params.id;
    const tier = networkTier(request.query.tier);
    return dentalServices.filter((service) => service.tier === tier && (service.category === id || service.code === id.toUpperCase()));
  });

  // Spec §8: the other categories have no service search (no call of the app makes one: not a declared call).
  app.get('/api/benefits/:category/search/:id', { onRequest: deps.requireSession({ allowTemporary: false }) }, async (_request, reply) =>
    reply.code(400).send({ status: 400, message: INVALID_SEARCH_CATEGORY }),
  );

  implement(app, getBenefitsHistory, guard, async (request) => {
    const { family, visible } = sessionOf(request);
    const past = pastPlanYears(createCalendar(deps.now()));
    return visible.flatMap((m) => [
      ...benefitCategoryNames.flatMap((category) =>
        m.eligibility[category]
          .filter((record) => record.eligible)
          .map((record) => ({
            effectiveDate: record.effectiveDate,
            termedDate: record.terminationDate,
            plan: family.planNames[record.classPlanId] ?? record.classPlanId,
            category,
            memberKey: m.memberKey,
            link: historyLink(record.effectiveDate, category, m),
          })),
      ),
      ...(past[m.memberKey] ?? []).map((year) => ({
        effectiveDate: year.effectiveDate,
        termedDate: year.termedDate,
        plan: year.plan,
        category: year.category,
        memberKey: m.memberKey,
        link: historyLink(year.effectiveDate, year.category, m),
      })),
    ]);
  });
}
