import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';

/** The `comingSoon` widget: a page's only section until the page is built. */
export default function ComingSoonSection() {
  const { t } = useTranslation();
  return (
    <Card>
      <p>{t('shell.comingSoon')}</p>
    </Card>
  );
}
