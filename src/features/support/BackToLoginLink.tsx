import { useTranslation } from 'react-i18next';
import { TextLink } from '../../ui/Link';

/** Spec §2 Contact-us: "Back link to login". */
export default function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <p>
      <TextLink to="/login">{t('contact.page.backToLogin')}</TextLink>
    </p>
  );
}
