// Form validation rules of spec section 5, with their exact Portuguese messages.

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim())
}

export function whatsappDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 11)
}

/** Formats progressively as (DD) NNNNN-NNNN (or (DD) NNNN-NNNN for 10 digits), at most 11 digits. */
export function formatWhatsapp(input: string): string {
  const d = whatsappDigits(input)
  if (d.length === 0) return ''
  if (d.length <= 2) return `(${d}`
  const ddd = d.slice(0, 2)
  const rest = d.slice(2)
  if (rest.length <= 4) return `(${ddd}) ${rest}`
  const split = d.length === 11 ? 5 : 4
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`
}

/**
 * One edit of the masked WhatsApp field: the formatted value and where the caret goes, so that the
 * caret stays after the same digit when the person edits the middle of the number. `raw` is the
 * field's value after the browser applied the edit, `caret` the caret position in it. Deleting a
 * separator (Backspace or Delete) deletes the digit before or after it, or the mask would put the
 * separator back. A number pasted or autofilled in international form (+55…) loses its country code.
 */
export function editWhatsapp(
  previous: string,
  raw: string,
  caret: number,
  deletion: 'backward' | 'forward' | null = null,
): { value: string; caret: number } {
  let digits = raw.replace(/\D/g, '')
  let before = raw.slice(0, caret).replace(/\D/g, '').length
  // The mask never writes '+': only a paste or autofill brings one.
  const country = /^\s*\+\s*55/.test(raw) && digits.length > 11 ? 2 : 0
  if (country) {
    digits = digits.slice(country)
    before = Math.max(0, before - country)
  }
  const unchanged = digits === previous.replace(/\D/g, '')
  if (deletion === 'backward' && before > 0 && unchanged) {
    digits = digits.slice(0, before - 1) + digits.slice(before)
    before -= 1
  } else if (deletion === 'forward' && before < digits.length && unchanged) {
    digits = digits.slice(0, before) + digits.slice(before + 1)
  }
  const value = formatWhatsapp(digits)
  before = Math.min(before, whatsappDigits(value).length)
  if (before === 0) return { value, caret: 0 }
  let seen = 0
  let at = 0
  while (at < value.length && seen < before) if (/\d/.test(value[at++]!)) seen++
  return { value, caret: at }
}

/**
 * A phone as records keep it: its digits, 10 or 11 of them (DDD included), or null for none.
 * Formatting characters are dropped; `invalid` when what is left is not such a number.
 */
export function storedPhone(input: string): string | null | 'invalid' {
  const digits = input.replace(/\D/g, '')
  if (input.trim() === '') return null
  return /^\d{10,11}$/.test(digits) ? digits : 'invalid'
}

/** A profile photo address: https only (it is shown as an image on "Minha Conta"). */
export function isPhotoUrl(input: string): boolean {
  if (input.length > 2048) return false
  try {
    return new URL(input).protocol === 'https:'
  } catch {
    return false
  }
}

export const MESSAGES = {
  requiredSignUp: 'Por favor, preencha todos os campos obrigatórios.',
  invalidEmail: 'Digite um email válido.',
  invalidWhatsapp: 'Digite um número de WhatsApp válido com DDD.',
  requiredSignIn: 'Por favor, preencha todos os campos',
  invalidResetEmail: 'Email inválido',
  invalidName: 'Informe um nome de até 120 caracteres.',
} as const

/** The longest name a subscriber record keeps (MESSAGES.invalidName says it). */
export const NAME_MAX_LENGTH = 120

/** The spec's minimum (and Firebase's); the site uses "Tamanho mínimo da senha" of the business constants. */
export const PASSWORD_MIN_LENGTH = 6

export function shortPasswordMessage(minLength = PASSWORD_MIN_LENGTH): string {
  return `A senha deve ter pelo menos ${minLength} caracteres.`
}

export type SignUpInput = { name: string; email: string; whatsapp?: string; password: string }
export type SignUpResult =
  { ok: true; email: string; phoneDigits: string | null } | { ok: false; message: string }

export function validateSignUp(
  { name, email, whatsapp = '', password }: SignUpInput,
  minLength = PASSWORD_MIN_LENGTH,
): SignUpResult {
  if (!name.trim() || !email.trim() || !password)
    return { ok: false, message: MESSAGES.requiredSignUp }
  // The server keeps no longer name (POST /api/users refuses it, and the account would lack its record).
  if (name.trim().length > NAME_MAX_LENGTH) return { ok: false, message: MESSAGES.invalidName }
  if (!isValidEmail(email)) return { ok: false, message: MESSAGES.invalidEmail }
  const digits = whatsapp.replace(/\D/g, '')
  if (digits.length > 0 && (digits.length < 10 || digits.length > 11))
    return { ok: false, message: MESSAGES.invalidWhatsapp }
  if (password.length < minLength) return { ok: false, message: shortPasswordMessage(minLength) }
  return { ok: true, email: email.trim().toLowerCase(), phoneDigits: digits || null }
}

/** Shown live while the password has 1 to minLength - 1 characters. */
export function passwordHint(pw: string, minLength = PASSWORD_MIN_LENGTH): string | null {
  return pw.length >= 1 && pw.length < minLength ? shortPasswordMessage(minLength) : null
}

export function validateSignIn(email: string, password: string): string | null {
  return email.trim() && password ? null : MESSAGES.requiredSignIn
}

export function validateResetEmail(email: string): string | null {
  return isValidEmail(email) ? null : MESSAGES.invalidResetEmail
}

/** First word is the first name; the rest (single-spaced) is the last name, or null. */
export function splitName(fullName: string): { firstName: string; lastName: string | null } {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  return { firstName: words[0] ?? '', lastName: words.length > 1 ? words.slice(1).join(' ') : null }
}
