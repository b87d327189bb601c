// Firebase Auth error codes → the toasts of spec section 8.
import { shortPasswordMessage } from './validation.ts'

const SIGN_IN: Record<string, string> = {
  'auth/invalid-credential': 'Email ou senha inválidos',
  'auth/invalid-login-credentials': 'Email ou senha inválidos',
  'auth/user-not-found': 'Usuário não encontrado',
  'auth/wrong-password': 'Senha incorreta',
  'auth/too-many-requests': 'Muitas tentativas. Tente novamente mais tarde',
}

const SIGN_UP: Record<string, string> = {
  'auth/email-already-in-use': 'Este email já está em uso. Tente outro ou faça login.',
  'auth/invalid-email': 'Email inválido. Verifique e tente novamente.',
}

// hasOwn: a code such as 'constructor' must not resolve through Object.prototype.
const lookup = (table: Record<string, string>, code: string | undefined): string | undefined =>
  code !== undefined && Object.hasOwn(table, code) ? table[code] : undefined

export function signInErrorMessage(code: string | undefined): string {
  return lookup(SIGN_IN, code) ?? 'Erro ao fazer login. Tente novamente.'
}

/** `minLength`: the site's minimum, which the weak-password message names. */
export function signUpErrorMessage(code: string | undefined, minLength?: number): string {
  if (code === 'auth/weak-password') return shortPasswordMessage(minLength)
  return lookup(SIGN_UP, code) ?? 'Ocorreu um erro ao criar sua conta. Tente novamente.'
}
