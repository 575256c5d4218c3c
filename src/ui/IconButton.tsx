import styled from 'styled-components';

/** A borderless button around an icon (dismiss, close), at least the target size, in the colour around it. */
export const IconButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.targetSize};
  min-height: ${({ theme }) => theme.targetSize};
  background: transparent;
  border: 0;
  color: inherit;
  cursor: pointer;
`;
