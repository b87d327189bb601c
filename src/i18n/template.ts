// A message with one argument that only the browser knows (a price after the visitor's promo code,
// the visitor's current year). The server formats it around a marker (tTemplate in server.ts) and
// client components fill the value in: public pages format nothing in the browser, so they load no
// ICU runtime. A template takes a plain value, never a plural or select argument.
export type Template = readonly string[]

export function fill(template: Template, value: string): string {
  return template.join(value)
}
