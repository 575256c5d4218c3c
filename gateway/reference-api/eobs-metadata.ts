import type { FromSchema } from 'json-schema-to-ts';
import type { eobsMetadataResponseSchema } from '../../schemas/api/eobs';
import { eobsMatching, type EobFilter } from './claims-filters';
import type { Claim, SeedFamily } from './personas/types';

/* GET eobs/metadata (spec §7): the EOB filters' choices, a pure function of the family's seed and the query. */

export type EobsMetadata = FromSchema<typeof eobsMetadataResponseSchema>;

const claimTypeNames = { M: 'Medical', D: 'Dental', V: 'Vision' } as const;
const claimTypeOrder = ['M', 'D', 'V'] as const;

/**
 * Members: the whole family, subscriber first (the list stays whole when one is chosen, so the choice can change).
 * Claim types: those of the EOBs in the range (and of the member given). Providers: those of the claims the EOBs in
 * the range explain (of the claim type and member given), by name.
 */
export function eobsMetadata(family: Pick<SeedFamily, 'members' | 'eobs' | 'claims'>, filter: Omit<EobFilter, 'providerIds' | 'claimId'>): EobsMetadata {
  const { claimType, ...withoutType } = filter;
  const ofAnyType = eobsMatching(family.eobs, family.claims, withoutType);
  const presentTypes = new Set(ofAnyType.map((eob) => eob.typeOfClaims));
  const claimsById = new Map(family.claims.map((c) => [c.id, c]));
  const providers = new Map<string, string>();
  for (const eob of claimType ? eobsMatching(family.eobs, family.claims, filter) : ofAnyType) {
    for (const line of eob.claims) {
      const explained: Claim | undefined = claimsById.get(line.id);
      if (!explained || (filter.memberKey !== undefined && explained.memberKey !== filter.memberKey)) continue;
      providers.set(explained.provider.providerId, explained.provider.providerName);
    }
  }
  return {
    members: [...family.members]
      .sort((a, b) => a.memberSuffix - b.memberSuffix)
      .map(({ memberKey, firstName, lastName }) => ({ memberKey, firstName, lastName })),
    claimTypes: claimTypeOrder
      .filter((code) => presentTypes.has(claimTypeNames[code]))
      .map((code) => ({ claimType: code, description: claimTypeNames[code] })),
    providers: [...providers]
      .map(([providerId, providerName]) => ({ providerId, providerName }))
      .sort((a, b) => a.providerName.localeCompare(b.providerName)),
  };
}
