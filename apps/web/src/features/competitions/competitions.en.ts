/** English texts of the competitions feature (admin pages, stages, fixtures, scores, standings). */
export const competitionsEn = {
  score: {
    homeLabel: '{{team}} (home)',
    awayLabel: '{{team}} (away)',
    required: 'Enter a score for {{team}}',
    negative: 'The score of {{team}} cannot be negative',
    whole: 'The score of {{team}} must be a whole number',
    save: 'Save score',
    refused: 'The score was not saved',
  },
} as const;
