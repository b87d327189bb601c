import { describe, expect, it } from 'vitest'
import { formatWhatsapp, passwordHint, splitName, validateResetEmail, validateSignIn, validateSignUp } from '../../src/lib/validation.ts'
import { signInErrorMessage, signUpErrorMessage } from '../../src/lib/authErrors.ts'

describe('sign-up validation', () => {
  const ok = { name: 'Ana Maria Souza', email: ' Ana@Example.COM ', whatsapp: '', password: 'segredo1' }

  it('requires name, email and password', () => {
    for (const missing of ['name', 'email', 'password'] as const) {
      expect(validateSignUp({ ...ok, [missing]: '' })).toEqual({ ok: false, message: 'Por favor, preencha todos os campos obrigatórios.' })
    }
  })

  it('checks the email pattern, the WhatsApp length and the password length, in that order', () => {
    expect(validateSignUp({ ...ok, email: 'ana@', password: '1' })).toEqual({ ok: false, message: 'Digite um email válido.' })
    expect(validateSignUp({ ...ok, whatsapp: '(11) 9999' })).toEqual({ ok: false, message: 'Digite um número de WhatsApp válido com DDD.' })
    expect(validateSignUp({ ...ok, password: '12345' })).toEqual({ ok: false, message: 'A senha deve ter pelo menos 6 caracteres.' })
  })

  it('lower-cases the email and keeps the phone digits', () => {
    expect(validateSignUp({ ...ok, whatsapp: '(11) 98765-4321' })).toEqual({ ok: true, email: 'ana@example.com', phoneDigits: '11987654321' })
    expect(validateSignUp({ ...ok, whatsapp: '1133334444' })).toMatchObject({ ok: true, phoneDigits: '1133334444' })
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

  it('hints the password rule for 1 to 5 characters only', () => {
    expect(passwordHint('')).toBeNull()
    expect(passwordHint('abc')).toBe('A senha deve ter pelo menos 6 caracteres.')
    expect(passwordHint('abcdef')).toBeNull()
  })

  it('splits the full name into first and last names', () => {
    expect(splitName('  Ana   Maria Souza ')).toEqual({ firstName: 'Ana', lastName: 'Maria Souza' })
    expect(splitName('Ana')).toEqual({ firstName: 'Ana', lastName: null })
  })
})

describe('sign-in and recovery validation', () => {
  it('requires both fields and a valid recovery email', () => {
    expect(validateSignIn('a@b.co', '')).toBe('Por favor, preencha todos os campos')
    expect(validateSignIn('a@b.co', 'x')).toBeNull()
    expect(validateResetEmail('nope')).toBe('Email inválido')
    expect(validateResetEmail('a@b.co')).toBeNull()
  })
})

describe('auth error messages', () => {
  it('maps every sign-in error of the catalogue', () => {
    expect(signInErrorMessage('auth/invalid-credential')).toBe('Email ou senha inválidos')
    expect(signInErrorMessage('auth/user-not-found')).toBe('Usuário não encontrado')
    expect(signInErrorMessage('auth/wrong-password')).toBe('Senha incorreta')
    expect(signInErrorMessage('auth/too-many-requests')).toBe('Muitas tentativas. Tente novamente mais tarde')
    expect(signInErrorMessage('auth/network-request-failed')).toBe('Erro ao fazer login. Tente novamente.')
    expect(signInErrorMessage(undefined)).toBe('Erro ao fazer login. Tente novamente.')
  })

  it('maps every sign-up error of the catalogue', () => {
    expect(signUpErrorMessage('auth/email-already-in-use')).toBe('Este email já está em uso. Tente outro ou faça login.')
    expect(signUpErrorMessage('auth/weak-password')).toBe('A senha deve ter pelo menos 6 caracteres.')
    expect(signUpErrorMessage('auth/invalid-email')).toBe('Email inválido. Verifique e tente novamente.')
    expect(signUpErrorMessage('auth/internal-error')).toBe('Ocorreu um erro ao criar sua conta. Tente novamente.')
  })
})
