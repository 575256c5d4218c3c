import type { ContentSource } from '../../shared/content-source';
import type { Session } from '../auth/session';

/** The name a member's PDF (ID card, EOB, plan document) is headed with: the brand's, else the group's name or ID. */
export async function documentBrandName(content: Pick<ContentSource, 'listBrands'>, session: Pick<Session, 'account' | 'family'>): Promise<string> {
  const brands = await content.listBrands().catch(() => []);
  const name = brands.find((brand) => brand.id === session.account.brandId)?.name;
  return name ?? session.family.family.groupName ?? session.family.family.groupId;
}
