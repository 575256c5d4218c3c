import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { TileSlot } from '../../engine/slots/TileSlot';
import { useWidgetRegistry } from '../../engine/slots/registry-context';
import { useBrand } from '../../manifest/brand-context';
import { decideGate, NOT_FOUND_WIDGET } from '../../manifest/gates';
import { useMemberFacts } from '../../member/use-member-facts';
import { PageHeading } from '../../ui/PageHeading';
import { SkeletonLines } from '../../ui/Skeleton';
import { TileError } from '../../ui/TileError';
import type { PageId } from '@schemas/generated/page-ids';
import { headingSpec, type HeadingName } from './page-heading';

const Sections = styled.div`
  display: grid;
  /* No section may widen the page past a phone's width (WCAG 1.4.10 Reflow). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
`;

/**
 * A page composed by the manifest: its heading (named by its route), then the sections
 * `pages.<id>.sections` lists, each gated by its rule. Sections without a rule show at once; the others once the
 * member's facts are in.
 */
export default function SectionsPage({ page, heading }: { page: PageId; heading: HeadingName }) {
  const { t } = useTranslation();
  const params = useParams();
  const manifest = useBrand();
  const member = useMemberFacts();
  const registry = useWidgetRegistry();
  const spec = headingSpec(heading, params);
  const sections = manifest.pages[page].sections;
  const values = Object.fromEntries(Object.entries(spec.values ?? {}).map(([name, key]) => [name, t(key)]));
  const ready = member.status === 'ready' || sections.every((section) => section.rule === undefined);
  return (
    <>
      <PageHeading>{t(spec.key, values)}</PageHeading>
      <Sections aria-busy={!ready}>
        {ready ? (
          <TileSlot
            tiles={sections}
            registry={registry}
            facts={member.facts ?? {}}
            namedRules={manifest.rules}
            decide={(rule) => decideGate('section', rule, member.facts ?? {}, manifest.rules, member.status === 'ready' ? member.undecided : undefined)}
            {...(member.status === 'ready'
              ? {
                  undecided: member.undecided,
                  // The 404 page's section under the negated rule of the page's content: that content says it once.
                  renderUndecided: (tile) => (tile.widget === NOT_FOUND_WIDGET ? null : <TileError onRetry={member.retry} retrying={member.retrying} />),
                }
              : {})}
          />
        ) : (
          <SkeletonLines lines={3} lineHeight="2.5rem" />
        )}
      </Sections>
    </>
  );
}
