import styled, { css } from 'styled-components';
import { PageColumn } from '../../../ui/PageColumn';

/* The look the onboarding pages share: a narrow column, a form of sections. */

export const Layout = PageColumn;

export const StepForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  & > button { justify-self: start; }
`;

const box = css`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

/** One group of choices, named by its legend. */
export const Section = styled.fieldset`
  ${box}
`;

/** A box around a control that names itself (a radio group's own legend). */
export const Panel = styled.div`
  ${box}
`;

export const SectionLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  font-weight: 700;
`;

export const Intro = styled.p`
  margin: 0;
`;
