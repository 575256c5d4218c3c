import { useTranslation } from 'react-i18next';
import { useBrand } from '../../manifest/brand-context';
import { useMemberFacts } from '../../member/use-member-facts';
import { Entry, EntryHeading, EntryList } from '../../ui/EntryList';
import { TextLink } from '../../ui/Link';
import { SkeletonLines } from '../../ui/Skeleton';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import type { AccountLinksProps } from './account-links.widget';
import { accountQuickLinks } from './page-rules';

const NONE: string[] = [];

/**
 * Quick links to the account pages the member may use: the Account submenu's items with the menu's own rules, so
 * Settings and eBill show here exactly when the menu offers them.
 */
export default function AccountLinksSection({ omit = NONE }: AccountLinksProps) {
  const { t, i18n } = useTranslation();
  const manifest = useBrand();
  const member = useMemberFacts();
  const title = t('accountPages.links.title');
  if (member.status !== 'ready') {
    return (
      <Tile title={title} busy minHeight="14rem">
        <SkeletonLines lines={4} lineHeight="2.5rem" />
      </Tile>
    );
  }
  const { links, incomplete } = accountQuickLinks(manifest.menus.account, omit, member.facts, manifest.rules, member.undecided);
  return (
    <Tile title={title}>
      <EntryList>
        {links.map((link) => {
          const description = `accountPages.links.descriptions.${link.id}`;
          return (
            <Entry key={link.id}>
              <EntryHeading>
                <TextLink to={link.to}>{t(link.label)}</TextLink>
              </EntryHeading>
              {i18n.exists(description) ? <p>{t(description)}</p> : null}
            </Entry>
          );
        })}
      </EntryList>
      {incomplete ? <TileError onRetry={member.retry} retrying={member.retrying} /> : null}
    </Tile>
  );
}
