/** The error pages of spec §8, by status ('generic' for any other; '1' is a network failure). */
export const errorStatuses = ['generic', '1', '400', '401', '403', '404', '408', '500', '502', '503'] as const;
