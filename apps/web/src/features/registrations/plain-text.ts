/**
 * A catalogue sentence whose names are links (`<team>{{team}}</team> asks to enter …`) as plain words, for an
 * accessible name: the same sentence, so screen readers and sighted users read one text.
 */
export function toPlainText(sentence: string): string {
  return sentence.replace(/<\/?[a-z]+>/gi, '');
}
