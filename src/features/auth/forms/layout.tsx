import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { wordsText } from '../../../engine/i18n/words';
import { AlertBanner } from '../../../ui/AlertBanner';
import { TextLink } from '../../../ui/Link';
import { PageColumn } from '../../../ui/PageColumn';
import type { FailureNotice } from './rules';

/* The look and the small pieces the account forms share. */

export const Layout = styled(PageColumn)`
  & p { margin: 0; }
`;

export { FormStack as Form, ActionRow as Actions } from '../../../ui/FormLayout';

export const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const H2 = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.h3};
`;

/**
 * A step's heading. A step that appears after an action (not with the page) takes focus, so keyboard and
 * screen-reader users land on it; on page load the page's h1 has focus.
 */
export function StepHeading({ children, focus = true }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <H2 ref={ref} tabIndex={-1}>
      {children}
    </H2>
  );
}

/** A failed exempt call (spec §8): why the gateway refused it, or 'try again later'; never a raw error. */
export function FailureBanner({ notice }: { notice: FailureNotice }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return <AlertBanner type="error" live="assertive" title={notice.kind === 'refused' ? wordsText(notice.words, t) : t('accountForms.errors.unavailable')} />;
}

/** Done: a success banner that says what happened and the next step. It replaces the form, so it takes focus. */
export function Confirmation({ title, next, children }: { title: string; next: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1}>
      <AlertBanner type="success" title={title}>
        <p>{next}</p>
        {children}
      </AlertBanner>
    </div>
  );
}

export function BackToLogin() {
  const { t } = useTranslation();
  return <TextLink to="/login">{t('accountForms.backToLogin')}</TextLink>;
}
