/**
 * English texts of the header search's dropdown: an area of their own (`searchSuggest`), so the build puts
 * them in the dropdown's lazy chunk and not, with the header's `search` texts, in every page's first load.
 */
export const searchSuggestEn = {
  label: 'Suggestions',
  searching: 'Searching…',
  seeAll: 'See all results',
  count_one: '{{count}} suggestion',
  count_other: '{{count}} suggestions',
};
