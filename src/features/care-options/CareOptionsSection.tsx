import { useTranslation } from 'react-i18next';
import { useBrand } from '../../manifest/brand-context';
import { useMemberFacts } from '../../member/use-member-facts';
import { EntryList } from '../../ui/EntryList';
import { TextLink } from '../../ui/Link';
import { SkeletonLines } from '../../ui/Skeleton';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { CareEntry } from './CareEntry';
import { careOptions } from './rules';

/**
 * /find-care (spec §2): the member's care options as cards, from the manifest's Find care submenu (its rules are the
 * menu's): title, one-line description, link.
 */
export default function CareOptionsSection() {
  const { t, i18n } = useTranslation();
  const manifest = useBrand();
  const member = useMemberFacts();
  const title = t('careOptions.landing.title');
  if (member.status !== 'ready') {
    return (
      <Tile title={title} busy minHeight="12rem">
        <SkeletonLines lines={3} lineHeight="2.5rem" />
      </Tile>
    );
  }
  const { options, incomplete } = careOptions(manifest.menus.findCare, member.facts, manifest.rules, member.undecided);
  return (
    <Tile title={title}>
      {options.length > 0 ? (
        <EntryList>
          {options.map((option) => (
            <CareEntry key={option.id} heading={<TextLink to={option.to}>{t(option.label)}</TextLink>}>
              {i18n.exists(option.description) ? <p>{t(option.description)}</p> : null}
            </CareEntry>
          ))}
        </EntryList>
      ) : incomplete ? null : (
        <p>{t('careOptions.landing.empty')}</p>
      )}
      {incomplete ? <TileError onRetry={member.retry} retrying={member.retrying} /> : null}
    </Tile>
  );
}
