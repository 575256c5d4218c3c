import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ExternalLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { usePrograms } from './api';
import { EntryDescription, EntryName, ProgramCard, ProgramCards } from './layout';
import { ProgramLink } from './ProgramLink';
import { programDescription, programDetails, programName, programPageLinks, programTarget } from './rules';

const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
  }
`;

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * /benefits/programs/{id} (spec §2, §3 Program): the program's name (the section's heading), description,
 * categories, links and child resources. An id the member has no eligible program for is the 404 page. The program
 * is the whole of the page: GET programs failing is the error page (the page's `pageData`, programs.pages.ts), not
 * a tile in error here.
 */
export default function ProgramDetailsSection() {
  const { t } = useTranslation();
  const { id } = useParams();
  const programs = usePrograms();
  if (programs.isError) return null;
  if (!programs.isSuccess) {
    return tileWhileNotLoaded(programs, t('programs.details.loading'), { minHeight: '16rem', lines: 5 });
  }
  const details = programDetails(programs.data.programs, id);
  if (!details) return <Navigate to="/error/404" replace />;

  const { program, childResources } = details;
  const links = programPageLinks(program);
  return (
    <Tile title={program.name}>
      <p>{program.description}</p>
      {program.categories.length > 0 ? (
        <>
          <SubHeading>{t('programs.details.categories')}</SubHeading>
          <Tags aria-label={t('programs.details.categories')}>
            {program.categories.map((category) => (
              <li key={category}>{t(`programs.categories.${category}`, { defaultValue: category })}</li>
            ))}
          </Tags>
        </>
      ) : null}
      {links.length > 0 ? (
        <>
          <SubHeading>{t('programs.details.links')}</SubHeading>
          <Links>
            {links.map((link) => (
              <li key={link.kind}>
                {link.kind === 'open' ? (
                  <ProgramLink target={link.target}>{t('programs.details.open', { name: programName(program) })}</ProgramLink>
                ) : (
                  <ExternalLink href={link.href}>{t('programs.details.document')}</ExternalLink>
                )}
              </li>
            ))}
          </Links>
        </>
      ) : null}
      {childResources.length > 0 ? (
        <>
          <SubHeading>{t('programs.details.childResources')}</SubHeading>
          <ProgramCards>
            {childResources.map((child) => (
              <ProgramCard key={child.id}>
                <ProgramLink target={programTarget(child)}>
                  <EntryName>{programName(child)}</EntryName>
                </ProgramLink>
                <EntryDescription>{programDescription(child)}</EntryDescription>
              </ProgramCard>
            ))}
          </ProgramCards>
        </>
      ) : null}
    </Tile>
  );
}
