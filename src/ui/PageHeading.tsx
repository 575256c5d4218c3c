import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useBrand } from '../manifest/brand-context';

const H1 = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
`;

/** `<heading> | <brand name>`: the document title of a page. Pure. */
export function documentTitle(heading: string, brandName: string): string {
  return `${heading} | ${brandName}`;
}

/**
 * The page's one `<h1>`. On mount and whenever its text changes it takes focus and sets the document title,
 * which is how focus moves to the new page's heading and the title changes on every navigation.
 */
export function PageHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const brandName = useBrand().brand.name;
  useEffect(() => {
    document.title = documentTitle(children, brandName);
    ref.current?.focus();
  }, [children, brandName]);
  return (
    <H1 ref={ref} tabIndex={-1}>
      {children}
    </H1>
  );
}
