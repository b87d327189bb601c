import { describe, expect, it } from 'vitest'
import { signInErrorMessage, signUpErrorMessage } from '@/lib/authErrors.ts'

describe('signInErrorMessage', () => {
  it('maps every sign-in error of the catalogue', () => {
    expect(signInErrorMessage('auth/invalid-credential')).toBe('Email ou senha inválidos')
    expect(signInErrorMessage('auth/invalid-login-credentials')).toBe('Email ou senha inválidos')
    expect(signInErrorMessage('auth/user-not-found')).toBe('Usuário não encontrado')
    expect(signInErrorMessage('auth/wrong-password')).toBe('Senha incorreta')
    expect(signInErrorMessage('auth/too-many-requests')).toBe(
      'Muitas tentativas. Tente novamente mais tarde',
    )
  })

  it('falls back to the generic message for anything else', () => {
    for (const code of [
      'auth/network-request-failed',
      'auth/email-already-in-use',
      '',
      'constructor',
      'toString',
      undefined,
    ]) {
      expect(signInErrorMessage(code), String(code)).toBe('Erro ao fazer login. Tente novamente.')
    }
  })
})

describe('signUpErrorMessage', () => {
  it('maps every sign-up error of the catalogue', () => {
    expect(signUpErrorMessage('auth/email-already-in-use')).toBe(
      'Este email já está em uso. Tente outro ou faça login.',
    )
    expect(signUpErrorMessage('auth/weak-password')).toBe(
      'A senha deve ter pelo menos 6 caracteres.',
    )
    expect(signUpErrorMessage('auth/weak-password', 10)).toBe(
      'A senha deve ter pelo menos 10 caracteres.',
    )
    expect(signUpErrorMessage('auth/invalid-email')).toBe(
      'Email inválido. Verifique e tente novamente.',
    )
  })

  it('falls back to the generic message for anything else', () => {
    for (const code of ['auth/internal-error', 'auth/wrong-password', '__proto__', undefined]) {
      expect(signUpErrorMessage(code), String(code)).toBe(
        'Ocorreu um erro ao criar sua conta. Tente novamente.',
      )
    }
  })
})
