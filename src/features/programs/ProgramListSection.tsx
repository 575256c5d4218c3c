import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../ui/icons';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { usePrograms } from './api';
import { EntryDescription, EntryName, ProgramCard, ProgramCards } from './layout';
import type { ProgramListProps } from './program-list.widget';
import { ProgramLink } from './ProgramLink';
import { listedPrograms } from './page-rules';
import { programDescription, programIconName, programName, programTarget } from './rules';

const CardHead = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * /benefits/programs (spec §2): every program the member is eligible for, by displayOrder; each card goes where the
 * program goes. With `programIds`, only those programs in that order (the care resources of /find-care/resources).
 */
export default function ProgramListSection({ programIds, title: titleKey = 'programs.list.title' }: ProgramListProps) {
  const { t } = useTranslation();
  const programs = usePrograms();
  const title = t(titleKey);
  if (!programs.isSuccess) return tileWhileNotLoaded(programs, title, { minHeight: '24rem', lines: 6, lineHeight: '2.5rem' });

  const listed = listedPrograms(programs.data.programs, programIds);
  return (
    <Tile title={title}>
      {listed.length === 0 ? (
        <p>{t('programs.list.empty')}</p>
      ) : (
        <ProgramCards>
          {listed.map((program) => (
            <ProgramCard key={program.id}>
              <CardHead>
                <Icon name={programIconName(program)} size={24} />
                <ProgramLink target={programTarget(program)}>
                  <EntryName>{programName(program)}</EntryName>
                </ProgramLink>
              </CardHead>
              <EntryDescription>{programDescription(program)}</EntryDescription>
            </ProgramCard>
          ))}
        </ProgramCards>
      )}
    </Tile>
  );
}
