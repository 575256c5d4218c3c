import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { claimTypeOfPathSegment, shortClaimTypeSegment } from '../../features/claims/rules';
import { isBenefitCategory } from './page-heading';

/*
 * Route parameters the route table checks before a page renders: anything else is the 404 page. Loaded with the
 * page (lazily), so their rules stay out of the code every route needs.
 */

const notFound = <Navigate to="/error/404" replace />;

/** `:category` must be one of the spec's benefit categories. */
export function RequireBenefitCategory({ children }: { children: ReactNode }) {
  return isBenefitCategory(useParams().category) ? children : notFound;
}

/**
 * `:claimtype` is a claim type's lowercased code (`m`, spec §2). The longer form with its name (`medical`) is
 * replaced by the short one, the rest of the address kept.
 */
export function RequireClaimType({ children }: { children: ReactNode }) {
  const { claimtype, claimId = '', memberSuffix = '' } = useParams();
  const { search, hash } = useLocation();
  const short = shortClaimTypeSegment(claimtype);
  if (short) {
    const to = `/claims/${short}/${encodeURIComponent(claimId)}/${encodeURIComponent(memberSuffix)}${search}${hash}`;
    return <Navigate to={to} replace />;
  }
  return claimTypeOfPathSegment(claimtype) ? children : notFound;
}
