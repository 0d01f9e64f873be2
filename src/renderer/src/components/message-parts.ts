/**
 * A translated message cut at one of its values, so that a template can wrap that value in markup
 * (`<strong>`) while the words around it stay one message (the app ships no `<i18n-t>`, see
 * i18nPlugin). `message` gets the value's stand-in and returns the whole translated text.
 */
export function around(message: (value: string) => string): { before: string; after: string } {
  const marker = '\uE000'
  const [before = '', after = ''] = message(marker).split(marker)
  return { before, after }
}
