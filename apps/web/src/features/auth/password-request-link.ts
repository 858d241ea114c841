/** The query value on /password/request that triggers its confirm step: the address to send the link to. */
export const resetQueryKey = 'reset';

/** A link to the reset request that only asks the visitor to confirm this address (spec section 2). */
export const passwordRequestLink = (email: string) => `/password/request?${resetQueryKey}=${encodeURIComponent(email)}`;
