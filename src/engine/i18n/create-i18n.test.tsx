import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { I18nProvider } from './I18nProvider';

const copy = { shell: { menu: 'Menu', greeting: 'Hello {{name}}' } };

describe('createI18n', () => {
  it('is initialised synchronously with the copy in the translation namespace', () => {
    const i18n = createI18n(copy);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('shell.menu')).toBe('Menu');
    expect(i18n.getResource('en', 'translation', 'shell.menu')).toBe('Menu');
  });

  it('does not escape interpolated values (React escapes)', () => {
    const i18n = createI18n(copy);
    expect(i18n.t('shell.greeting', { name: '<b>Ann & Bo</b>' })).toBe('Hello <b>Ann & Bo</b>');
  });

  it('keeps instances apart', () => {
    const a = createI18n({ shell: { menu: 'A' } });
    const b = createI18n({ shell: { menu: 'B' } });
    expect(a.t('shell.menu')).toBe('A');
    expect(b.t('shell.menu')).toBe('B');
  });

  it('serves useTranslation through I18nProvider', () => {
    function Probe() {
      const { t } = useTranslation();
      return <p>{t('shell.menu')}</p>;
    }
    render(
      <I18nProvider i18n={createI18n(copy)}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('Menu')).toBeInTheDocument();
  });
});
