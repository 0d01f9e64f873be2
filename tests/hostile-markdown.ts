// Markdown that made the old snippet regexes backtrack: each pattern, repeated, never closes.
// Shared by the snippet test's ratio check and bench/snippet.bench.ts.
export const hostilePatterns: Record<string, string> = {
  'lone stars': '*a ',
  underscores: '_a ',
  backticks: '`a ',
  strikes: '~~a ',
  'open brackets': '[a ',
  'link openers': '](a ',
  'wiki openers': '[[a|',
  'image openers': '![a ',
  'star run': '*',
  'quote run': '>',
  headings: '####### a\n',
  'white space': ' \n\t ',
}
