import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { claimTypeOfPathSegment } from '../../features/claims/rules';
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

/** `:claimtype` is a claim type's lowercased code (`m`) or its name (`medical`): both reach the claim page. */
export function RequireClaimType({ children }: { children: ReactNode }) {
  return claimTypeOfPathSegment(useParams().claimtype) ? children : notFound;
}
