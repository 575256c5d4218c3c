import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { TileSlot } from '../../engine/slots/TileSlot';
import { useBrand } from '../../manifest/brand-context';
import { useMemberFacts } from '../../member/use-member-facts';
import { PageHeading } from '../../ui/PageHeading';
import { SkeletonLines } from '../../ui/Skeleton';
import { widgetRegistry } from '../widget-registry';
import { headingSpec, pageOf } from './page-heading';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/**
 * A signed-in page composed by the manifest: the page's heading (named by its route's handle), then the sections
 * `pages.<id>.sections` lists, each gated by its rule. Sections without a rule show at once; the others once the
 * member's facts are in.
 */
export default function SectionsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const manifest = useBrand();
  const member = useMemberFacts();
  const handles = useMatches().map((match) => match.handle);
  const spec = handles.map((handle) => headingSpec(handle, params)).filter((s) => s !== null).at(-1);
  const page = handles.map(pageOf).filter((p) => p !== null).at(-1);
  const sections = page ? manifest.pages[page].sections : [];
  const values = Object.fromEntries(Object.entries(spec?.values ?? {}).map(([name, key]) => [name, t(key)]));
  const ready = member.status === 'ready' || sections.every((section) => section.rule === undefined);
  return (
    <>
      <PageHeading>{spec ? t(spec.key, values) : t('pages.home')}</PageHeading>
      <Sections aria-busy={!ready}>
        {ready ? (
          <TileSlot tiles={sections} registry={widgetRegistry} facts={member.facts ?? {}} namedRules={manifest.rules} />
        ) : (
          <SkeletonLines lines={3} lineHeight="2.5rem" />
        )}
      </Sections>
    </>
  );
}
