import { useTranslation } from 'react-i18next';
import { useBrand } from '../../manifest/brand-context';
import { destinationOpen } from '../../manifest/gates';
import { useMemberFacts } from '../../member/use-member-facts';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { usePrograms } from './api';
import { EntryDescription, EntryName, ProgramCard, ProgramCards } from './layout';
import { ProgramPlaceholders } from './LoadingPlaceholders';
import { ProgramLink } from './ProgramLink';
import { HOME_PROGRAMS_MAX, homePrograms, programDescription, programName, programTarget } from './rules';

const PROGRAMS_PAGE = '/benefits/programs';

/**
 * Programs section (spec §2): up to 6 high-priority programs the member has, by displayOrder, each a card that
 * goes where the program goes, and a 'View all programs' link where the Programs page is the member's (the gate of
 * its menu entry, which the page carries too). Nothing at all when there is none.
 */
export default function ProgramsTile() {
  const { t } = useTranslation();
  const programs = usePrograms();
  const member = useMemberFacts();
  const { rules, menus } = useBrand();
  const title = t('programs.programs.title');

  if (programs.isPending) {
    return (
      <Tile title={title} busy>
        <ProgramPlaceholders count={HOME_PROGRAMS_MAX} />
      </Tile>
    );
  }
  if (programs.isError) {
    return (
      <Tile title={title}>
        <TileError onRetry={() => void programs.refetch()} retrying={programs.isFetching} />
      </Tile>
    );
  }

  const featured = homePrograms(programs.data.programs);
  if (featured.length === 0) return null;
  return (
    <Tile title={title}>
      <ProgramCards>
        {featured.map((program) => (
          <ProgramCard key={program.id}>
            <ProgramLink target={programTarget(program)}>
              <EntryName>{programName(program)}</EntryName>
            </ProgramLink>
            <EntryDescription>{programDescription(program)}</EntryDescription>
          </ProgramCard>
        ))}
      </ProgramCards>
      {member.status === 'ready' && destinationOpen(PROGRAMS_PAGE, menus, member.facts, rules) ? (
        <TextLink to={PROGRAMS_PAGE}>{t('programs.programs.viewAll')}</TextLink>
      ) : null}
    </Tile>
  );
}
