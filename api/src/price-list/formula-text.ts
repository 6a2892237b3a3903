/** What makes Excel or LibreOffice read a cell of a txt or csv file as a formula (a tab or CR may hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell of a txt or csv export, safe to open in a spreadsheet program: text that starts like a formula
 * (`=HYPERLINK(…)`, `+…`, `-…`, `@…`: a supplier's name, a part's name) gets an apostrophe in front, so it is
 * shown as text and never run. Only for text: numbers, negative ones too, are written as they are.
 */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
