import { useTranslation } from 'react-i18next';
import { ExternalLink, TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { usePrograms } from './api';
import type { PharmacyBenefitManagerProps } from './pharmacy-benefit-manager.widget';
import { pharmacyBenefitManager, pharmacyPortalUrl } from './rules';

const TASKS = ['prices', 'pharmacy', 'mailOrder', 'history'] as const;

/**
 * /navitus: the pharmacy benefit manager of program 37 (spec §2). The manifest shows it only to members with
 * program 37 (the Pharmacy menu item's rule); without the program's data it says so rather than guessing.
 */
export default function PharmacyBenefitManagerSection({ portalUrl }: PharmacyBenefitManagerProps) {
  const { t } = useTranslation();
  const programs = usePrograms();
  const title = t('programs.pharmacy.title');
  if (!programs.isSuccess) return tileWhileNotLoaded(programs, title, { minHeight: '14rem', lines: 5 });
  const program = pharmacyBenefitManager(programs.data.programs);
  const siteUrl = program ? pharmacyPortalUrl(program, portalUrl) : null;
  return (
    <Tile title={title}>
      {program ? (
        <>
          <p>
            <strong>{program.name}</strong>: {program.description}
          </p>
          <p>{t('programs.pharmacy.intro')}</p>
          <ul>
            {TASKS.map((task) => (
              <li key={task}>{t(`programs.pharmacy.tasks.${task}`)}</li>
            ))}
          </ul>
          {siteUrl ? (
            <p>
              <ExternalLink href={siteUrl}>{t('programs.pharmacy.portal')}</ExternalLink>
            </p>
          ) : null}
          <p>
            <TextLink to="/benefits/pharmacy">{t('programs.pharmacy.benefits')}</TextLink>
          </p>
        </>
      ) : (
        <p>{t('programs.pharmacy.none')}</p>
      )}
    </Tile>
  );
}
