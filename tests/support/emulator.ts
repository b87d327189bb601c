// Creates real users in the Firebase Auth emulator and returns their ID tokens.
const host = () => {
  const h = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (!h) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through `npm test`.')
  return h
}
const project = () => process.env.FIREBASE_PROJECT_ID ?? 'demo-busqy'

export type EmulatorUser = { uid: string; email: string; idToken: string }

/** One Identity Toolkit accounts call (signUp, signInWithPassword): the user and a fresh ID token. */
async function accountsCall(
  method: 'signUp' | 'signInWithPassword',
  fields: { email: string; password: string; displayName?: string },
): Promise<EmulatorUser> {
  const res = await fetch(
    `http://${host()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, returnSecureToken: true }),
    },
  )
  const body = (await res.json()) as { localId: string; idToken: string }
  if (!res.ok) throw new Error(`emulator ${method} failed: ${JSON.stringify(body)}`)
  return { uid: body.localId, email: fields.email, idToken: body.idToken }
}

export function emulatorSignUp(
  email: string,
  password = 'senha-123',
  displayName?: string,
): Promise<EmulatorUser> {
  return accountsCall('signUp', { email, password, displayName })
}

/** A new sign-in of an existing emulator user: a fresh ID token with the account's current claims. */
export function emulatorSignIn(email: string, password = 'senha-123'): Promise<EmulatorUser> {
  return accountsCall('signInWithPassword', { email, password })
}

export async function emulatorResetCodes(): Promise<
  Array<{ email: string; requestType: string; oobCode: string }>
> {
  const res = await fetch(`http://${host()}/emulator/v1/projects/${project()}/oobCodes`)
  return (
    (await res.json()) as {
      oobCodes: Array<{ email: string; requestType: string; oobCode: string }>
    }
  ).oobCodes
}

export async function emulatorClearAccounts(): Promise<void> {
  await fetch(`http://${host()}/emulator/v1/projects/${project()}/accounts`, { method: 'DELETE' })
}
