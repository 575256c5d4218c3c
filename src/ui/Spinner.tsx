import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => `${$size}px`};
  height: ${({ $size }) => `${$size}px`};
  border: ${({ $size }) => `${Math.max(2, Math.round($size / 8))}px`} solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** A spinning ring. Decorative unless `label` is given (then the label is read, the ring hidden). */
export function Spinner({ size = 32, label }: { size?: number; label?: string }) {
  return (
    <>
      <Ring $size={size} aria-hidden="true" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </>
  );
}
