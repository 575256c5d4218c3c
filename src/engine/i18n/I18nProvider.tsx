import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';

/** Makes one i18next instance (from createI18n) available to `useTranslation()`. */
export function I18nProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
