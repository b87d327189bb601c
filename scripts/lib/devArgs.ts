// `next dev`'s arguments for `npm run dev`. Development trusts the Auth emulator's unsigned tokens,
// so it listens on this machine only, as the local production server does (src/lib/runtimeMode.mjs);
// Next's own default would be every interface, open to anyone on the same network.
import { localListenProblem, localServerUrlEnv, serverUrlPortWarning } from '@/lib/runtimeMode.mjs'

type Env = Record<string, string | undefined>

/**
 * The arguments to run `next dev` with (the port and 127.0.0.1 added unless given), or why it must
 * not start: a --hostname other machines reach. The HOSTNAME variable is not read: `next dev` does
 * not read it either, and containers set it to their own name.
 * `env`: what to add to its environment, the address it serves (http://localhost:<port>) unless
 * NEXT_PUBLIC_SERVER_URL is configured; `warning`: a configured one naming another port.
 */
export function nextDevArgs(
  args: string[],
  port: number,
  env: Env,
): { args: string[]; env: Record<string, string>; warning: string | null } | { problem: string } {
  const flag = (names: string[]) => {
    const at = args.findIndex((a) => names.includes(a))
    return at >= 0 ? args[at + 1] : undefined
  }
  const given = flag(['-H', '--hostname'])
  const hostname = given ?? '127.0.0.1'
  const problem = localListenProblem({ ...env, HOSTNAME: hostname })
  if (problem) return { problem }
  return {
    args: [
      ...args,
      ...(flag(['-p', '--port']) === undefined ? ['--port', String(port)] : []),
      ...(given === undefined ? ['--hostname', hostname] : []),
    ],
    env: localServerUrlEnv(port, env),
    warning: serverUrlPortWarning(port, env),
  }
}
