import styled from 'styled-components';
import type { spacing } from '../engine/theme/theme';

/** A list laid out in a row that wraps, without bullets or indent (links, menu items, steps). */
export const InlineList = styled.ul<{ $gap?: keyof typeof spacing }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $gap = 'md' }) => theme.spacing[$gap]};
`;
