/** The public match page (spec §2 "Observe": `/observe/match-center/{id}`), one spelling for every link to it. */
export const toObserveMatchPath = (fixtureId: string, tab?: string) =>
  `/observe/match-center/${fixtureId}${tab ? `?tabs=${tab}` : ''}`;
