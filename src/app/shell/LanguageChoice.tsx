import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../../schemas/generic/languages';
import { addressInLanguage, currentLanguage } from '../../engine/i18n/language';
import { useSession } from '../../member/session';
import { InlineList } from '../../ui/InlineList';

/**
 * English / Español on every page (issue 30): a link to the same page in each language. The gateway serves it in
 * that language and remembers the choice in the `lang` cookie; a signed-in member's choice is saved as their
 * preference first. Each name is in its own language (its `lang`).
 */
export function LanguageChoice() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { isAuthenticated } = useSession();
  const current = currentLanguage();
  const choose = (language: Language, address: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isAuthenticated || language === current) return;
    event.preventDefault();
    const go = () => window.location.assign(address);
    void import('../../member/language-preference').then(({ saveLanguagePreference }) => saveLanguagePreference(language)).then(go, go);
  };
  return (
    <nav aria-label={t('shell.language.label')}>
      <InlineList $gap="sm">
        {LANGUAGES.map((language) => {
          const address = addressInLanguage(pathname, search, language);
          return (
            <li key={language}>
              <a href={address} lang={language} hrefLang={language} aria-current={language === current ? 'true' : undefined} onClick={choose(language, address)}>
                {t(`shell.language.${language}`)}
              </a>
            </li>
          );
        })}
      </InlineList>
    </nav>
  );
}
