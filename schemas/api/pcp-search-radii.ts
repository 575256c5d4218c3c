/*
 * The search radii a member may choose, in miles (POST pcp/search's `radius`). A module of its own: the search page
 * reads it at run time, and schemas/api/pcp.ts rides with the first page's answer checks, which the page must not pull
 * into a file of their own that /home then loads.
 */
export const pcpSearchRadii = [5, 10, 25, 50, 100] as const;
