/**
 * The query that opens a student's public profile on a tab: `/students/{slug}?tab=ratings` is the link in the
 * mail a rated student gets (decision 068). The web app's profile tabs read it; the server writes it.
 */
export const profileTabParam = 'tab';
export const profileRatingsTab = 'ratings';
