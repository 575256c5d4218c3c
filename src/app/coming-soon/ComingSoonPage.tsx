import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router-dom';
import { Card } from '../../ui/Card';
import { PageHeading } from '../../ui/PageHeading';
import { headingSpec } from './page-heading';

/** A route whose screen is not built yet: the page's real heading (from the route handle) and a short note. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const params = useParams();
  const spec = useMatches()
    .map((match) => headingSpec(match.handle, params))
    .filter((s) => s !== null)
    .at(-1);
  const values = Object.fromEntries(Object.entries(spec?.values ?? {}).map(([name, key]) => [name, t(key)]));
  return (
    <>
      <PageHeading>{spec ? t(spec.key, values) : t('pages.home')}</PageHeading>
      <Card>
        <p>{t('shell.comingSoon')}</p>
      </Card>
    </>
  );
}
