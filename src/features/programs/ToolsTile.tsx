import { useTranslation } from 'react-i18next';
import type { ToolsProps } from './tools.widget';
import { evaluateRule } from '../../engine/rules/evaluate';
import { useBrand } from '../../manifest/brand-context';
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
export function prefetch(context: TilePrefetchContext, { shortcuts }: ToolsProps): void {
  if (shortcuts.includes('outlineOfCoverage')) prefetchOutlineOfCoverageUrl(context);
}

/**
 * Tools (spec §2, §9): the member's tool programs in the brand's order, then the eBill and outline of coverage
 * shortcuts. Heading 'Tools' ('Quick access tools' on the hospital brand); nothing at all when there is no tool.
 */
export default function ToolsTile({ programIds, shortcuts, ebillUrl }: ToolsProps) {
  const { t } = useTranslation();
  const member = useMemberFacts();
  const { rules } = useBrand();
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
    // When eBill shows is one spec rule, written once: the manifest's named rule, also used by the eBill menu item.
    ebillShown: ebillUrl !== undefined && facts !== null && evaluateRule({ use: 'ebillShown' }, facts, rules),
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
