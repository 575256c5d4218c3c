import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/manifest/manifest-types';
import { useMemberFacts } from '../../member/use-member-facts';
import { ExternalLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import type { TilePrefetchContext } from '../../member/tile-prefetch';
import { prefetchOutlineOfCoverageUrl, useOutlineOfCoverageUrl, usePrograms } from './api';
import { EbillTool } from './EbillTool';
import { EntryDescription, EntryName, ToolEntry, ToolList } from './layout';
import { ToolPlaceholders } from './LoadingPlaceholders';
import { ProgramLink } from './ProgramLink';
import { tools, type Tool } from './rules';

/** /home starts GET handbook/ooc while the member's facts load, when the tile lists the outline of coverage. */
export function prefetch(context: TilePrefetchContext, { shortcuts }: WidgetProps<'tools'>): void {
  if (shortcuts.includes('outlineOfCoverage')) prefetchOutlineOfCoverageUrl(context);
}

/**
 * Tools (spec §2, §9): the member's tool programs in the brand's order, then the eBill and outline of coverage
 * shortcuts. Heading 'Tools' ('Quick access tools' on the hospital brand); nothing at all when there is no tool.
 */
export default function ToolsTile({ programIds, shortcuts, ebillUrl }: WidgetProps<'tools'>) {
  const { t } = useTranslation();
  const member = useMemberFacts();
  const programs = usePrograms();
  const wantsOutline = shortcuts.includes('outlineOfCoverage');
  const outline = useOutlineOfCoverageUrl(wantsOutline);
  const title = t('programs.tools.title');

  if (programs.isPending || (wantsOutline && outline.isPending) || member.status === 'loading') {
    return (
      <Tile title={title} busy>
        <ToolPlaceholders count={programIds.length + shortcuts.length} />
      </Tile>
    );
  }

  const facts = member.status === 'ready' ? member.facts : null;
  const list = tools(programs.data?.programs ?? [], { programIds, shortcuts }, {
    // The 'ebill.has' fact is already false where the brand never offers eBill.
    ebillOffered: ebillUrl !== undefined,
    hasEbill: facts?.['ebill.has'] === true,
    isTermed: facts?.['member.isTermed'] === true,
    outlineOfCoverageUrl: outline.data ?? null,
  });
  const failed = [programs, ...(wantsOutline ? [outline] : [])].filter((query) => query.isError);
  if (list.length === 0 && failed.length === 0) return null;

  return (
    <Tile title={title}>
      {list.length > 0 && (
        <ToolList>
          {list.map((tool) => (
            <ToolEntry key={tool.id}>
              <ToolItem tool={tool} ebillUrl={ebillUrl} />
            </ToolEntry>
          ))}
        </ToolList>
      )}
      {failed.length > 0 && (
        <TileError
          onRetry={() => failed.forEach((query) => void query.refetch())}
          retrying={failed.some((query) => query.isFetching)}
        />
      )}
    </Tile>
  );
}

function ToolItem({ tool, ebillUrl }: { tool: Tool; ebillUrl: string | undefined }) {
  const { t } = useTranslation();
  switch (tool.kind) {
    case 'program':
      return (
        <>
          <ProgramLink target={tool.target}>
            <EntryName>{tool.name}</EntryName>
          </ProgramLink>
          <EntryDescription>{tool.description}</EntryDescription>
        </>
      );
    case 'ebill':
      return <EbillTool address={ebillUrl} />;
    case 'outlineOfCoverage':
      // A PDF on another site: it opens in a new tab.
      return (
        <>
          <ExternalLink href={tool.href}>
            <EntryName>{t('programs.tools.outlineOfCoverage.name')}</EntryName>
          </ExternalLink>
          <EntryDescription>{t('programs.tools.outlineOfCoverage.description')}</EntryDescription>
        </>
      );
  }
}
