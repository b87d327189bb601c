import { describe, expect, it } from 'vitest'
import {
  editWhatsapp,
  EMAIL_PATTERN,
  formatWhatsapp,
  isPhotoUrl,
  isValidEmail,
  passwordHint,
  splitName,
  storedPhone,
  validateResetEmail,
  validateSignIn,
  validateSignUp,
  whatsappDigits,
} from '@/lib/validation.ts'

describe('sign-up validation', () => {
  const ok = {
    name: 'Ana Maria Souza',
    email: ' Ana@Example.COM ',
    whatsapp: '',
    password: 'segredo1',
  }

  it('requires name, email and password (blank counts as missing), before any other check', () => {
    for (const missing of ['name', 'email', 'password'] as const) {
      expect(validateSignUp({ ...ok, [missing]: '' })).toEqual({
        ok: false,
        message: 'Por favor, preencha todos os campos obrigatórios.',
      })
    }
    expect(validateSignUp({ ...ok, name: '   ', email: 'bad', whatsapp: '1' })).toEqual({
      ok: false,
      message: 'Por favor, preencha todos os campos obrigatórios.',
    })
  })

  it('refuses a name longer than the 120 characters the account record keeps', () => {
    expect(validateSignUp({ ...ok, name: 'R'.repeat(121) })).toEqual({
      ok: false,
      message: 'Informe um nome de até 120 caracteres.',
    })
    expect(validateSignUp({ ...ok, name: ` ${'R'.repeat(120)} ` })).toMatchObject({ ok: true })
  })

  it('checks the email pattern, the WhatsApp length and the password length, in that order', () => {
    expect(validateSignUp({ ...ok, email: 'ana@', password: '1' })).toEqual({
      ok: false,
      message: 'Digite um email válido.',
    })
    expect(validateSignUp({ ...ok, whatsapp: '(11) 9999', password: '1' })).toEqual({
      ok: false,
      message: 'Digite um número de WhatsApp válido com DDD.',
    })
    expect(validateSignUp({ ...ok, password: '12345' })).toEqual({
      ok: false,
      message: 'A senha deve ter pelo menos 6 caracteres.',
    })
  })

  it('lower-cases the email and keeps the phone digits', () => {
    expect(validateSignUp({ ...ok, whatsapp: '(11) 98765-4321' })).toEqual({
      ok: true,
      email: 'ana@example.com',
      phoneDigits: '11987654321',
    })
    expect(validateSignUp({ ...ok, whatsapp: '1133334444' })).toMatchObject({
      ok: true,
      phoneDigits: '1133334444',
    })
    expect(validateSignUp(ok)).toMatchObject({ ok: true, phoneDigits: null })
  })

  it('formats WhatsApp progressively and keeps at most 11 digits', () => {
    expect(formatWhatsapp('1')).toBe('(1')
    expect(formatWhatsapp('11')).toBe('(11')
    expect(formatWhatsapp('119')).toBe('(11) 9')
    expect(formatWhatsapp('1198765')).toBe('(11) 9876-5')
    expect(formatWhatsapp('1133334444')).toBe('(11) 3333-4444')
    expect(formatWhatsapp('11987654321')).toBe('(11) 98765-4321')
    expect(formatWhatsapp('11987654321999')).toBe('(11) 98765-4321')
    expect(formatWhatsapp('abc')).toBe('')
  })

  it('keeps the WhatsApp caret after the digit the person typed or deleted', () => {
    // '|' marks the caret in the field after the browser applied the edit.
    const edit = (
      previous: string,
      withCaret: string,
      deletion: 'backward' | 'forward' | null = null,
    ) => {
      const r = editWhatsapp(previous, withCaret.replace('|', ''), withCaret.indexOf('|'), deletion)
      return `${r.value.slice(0, r.caret)}|${r.value.slice(r.caret)}`
    }
    expect(edit('', '1|')).toBe('(1|')
    expect(edit('(11) 9876-5432', '(11) 98776|-5432')).toBe('(11) 98776|-5432') // typed in the middle: 10 → 11 digits
    expect(edit('(11) 98765-4321', '(11) 98|65-4321')).toBe('(11) 98|65-4321') // deleted the 7: 11 → 10 digits, '-' moves
    expect(edit('(11) 98765-4321', '(11) 9|8765-4321')).toBe('(11) 9|8765-4321') // unchanged text keeps its caret
    expect(edit('(11) 98765-4321', '(11) 98765|4321', 'backward')).toBe('(11) 9876|-4321') // Backspace over '-' deletes the 5
    expect(edit('(11) 98765-4321', '(11)| 98765-4321', 'backward')).toBe('(1|9) 8765-4321') // and over ')' the second 1
    expect(edit('(11) 98765-4321', '(11) 987650|-4321')).toBe('(11) 98765-0|432') // a 12th digit pushes out the last
    expect(edit('(11', '(|', 'backward')).toBe('|')
    // Delete (forward) over a separator deletes the digit after it, the caret staying put.
    expect(edit('(11) 98765-4321', '(11) 98765|4321', 'forward')).toBe('(11) 9876-5|321')
    expect(edit('(11) 98765-4321', '(11)|98765-4321', 'forward')).toBe('(11|) 8765-4321')
    expect(edit('(11) 98765-4321', '(11) 9876|-4321', 'forward')).toBe('(11) 9876|-4321') // a digit: as typed
  })

  it('takes a pasted or autofilled number with +55 as the Brazilian number it is', () => {
    const paste = (raw: string) => editWhatsapp('', raw, raw.length).value
    expect(paste('+55 11 91234-5678')).toBe('(11) 91234-5678')
    expect(paste('+55 (11) 3333-4444')).toBe('(11) 3333-4444')
    expect(paste('+5511912345678')).toBe('(11) 91234-5678')
    // Without the plus, 55 is a DDD (Rio Grande do Sul).
    expect(paste('55 91234-5678')).toBe('(55) 91234-5678')
  })

  it('hints the password rule for 1 to 5 characters only', () => {
    expect(passwordHint('')).toBeNull()
    expect(passwordHint('abc')).toBe('A senha deve ter pelo menos 6 caracteres.')
    expect(passwordHint('abcdef')).toBeNull()
  })

  it('names the minimum set in the business constants, in the hint and on submit', () => {
    expect(passwordHint('abcdef', 8)).toBe('A senha deve ter pelo menos 8 caracteres.')
    expect(passwordHint('abcdefgh', 8)).toBeNull()
    expect(
      validateSignUp({ name: 'Ana', email: 'ana@example.com', password: 'abcdefg' }, 8),
    ).toEqual({ ok: false, message: 'A senha deve ter pelo menos 8 caracteres.' })
    expect(
      validateSignUp({ name: 'Ana', email: 'ana@example.com', password: 'abcdefgh' }, 8),
    ).toMatchObject({ ok: true })
  })

  it('splits the full name into first and last names', () => {
    expect(splitName('  Ana   Maria Souza ')).toEqual({ firstName: 'Ana', lastName: 'Maria Souza' })
    expect(splitName('Ana')).toEqual({ firstName: 'Ana', lastName: null })
    expect(splitName('Ana\tde  Souza')).toEqual({ firstName: 'Ana', lastName: 'de Souza' })
    expect(splitName('   ')).toEqual({ firstName: '', lastName: null })
  })
})

describe('sign-in and recovery validation', () => {
  it('requires both fields and a valid recovery email', () => {
    expect(validateSignIn('a@b.co', '')).toBe('Por favor, preencha todos os campos')
    expect(validateSignIn('a@b.co', 'x')).toBeNull()
    expect(validateResetEmail('nope')).toBe('Email inválido')
    expect(validateResetEmail('a@b.co')).toBeNull()
    expect(validateResetEmail('')).toBe('Email inválido')
    expect(validateSignIn('', 'x')).toBe('Por favor, preencha todos os campos')
    expect(validateSignIn('   ', 'x')).toBe('Por favor, preencha todos os campos')
  })
})

describe('email pattern', () => {
  it('accepts basic addresses and rejects obvious garbage', () => {
    for (const ok of ['a@b.co', 'ana.souza+promo@empresa.com.br', ' Ana@Example.COM '])
      expect(isValidEmail(ok), ok).toBe(true)
    for (const bad of ['', 'ana', 'ana@', '@b.co', 'ana@b', 'ana @b.co', 'ana@b .co', 'a@b@c.co'])
      expect(isValidEmail(bad), bad).toBe(false)
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true)
    expect(EMAIL_PATTERN.test(' a@b.co')).toBe(false) // the pattern itself is anchored; isValidEmail trims
  })
})

describe('WhatsApp digits', () => {
  it('keeps only digits, at most 11', () => {
    expect(whatsappDigits('(11) 98765-4321')).toBe('11987654321')
    expect(whatsappDigits('+55 11 98765-4321')).toBe('55119876543')
    expect(whatsappDigits('abc')).toBe('')
  })

  it('re-formats already formatted input unchanged, as when the field is edited', () => {
    for (const v of ['(11', '(11) 9', '(11) 3333-4444', '(11) 98765-4321'])
      expect(formatWhatsapp(v)).toBe(v)
  })

  it('rejects 12 or more typed digits at sign-up rather than silently truncating them', () => {
    expect(
      validateSignUp({
        name: 'Ana',
        email: 'a@b.co',
        whatsapp: '119876543210',
        password: 'segredo',
      }),
    ).toEqual({ ok: false, message: 'Digite um número de WhatsApp válido com DDD.' })
  })
})

describe('profile fields as records keep them', () => {
  it('a phone is its 10 or 11 digits, formatting dropped; empty is none; anything else is refused', () => {
    expect(storedPhone('(11) 98765-4321')).toBe('11987654321')
    expect(storedPhone('1133334444')).toBe('1133334444')
    expect(storedPhone('  ')).toBeNull()
    expect(storedPhone('abc')).toBe('invalid')
    expect(storedPhone('123')).toBe('invalid')
    expect(storedPhone('119876543210')).toBe('invalid')
  })

  it('a photo is an https address', () => {
    expect(isPhotoUrl('https://lh3.googleusercontent.com/a/foto')).toBe(true)
    expect(isPhotoUrl('http://example.com/foto.jpg')).toBe(false)
    expect(isPhotoUrl('javascript:alert(1)')).toBe(false)
    expect(isPhotoUrl('foto.jpg')).toBe(false)
    expect(isPhotoUrl(`https://example.com/${'a'.repeat(2048)}`)).toBe(false)
  })
})
