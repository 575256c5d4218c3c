/** Spec: the subscriber is the member with suffix 0; every other member of the family is a dependent. */
export const isSubscriber = (member: { memberSuffix: number } | null | undefined): boolean => member?.memberSuffix === 0;
