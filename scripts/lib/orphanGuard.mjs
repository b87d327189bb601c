// Runs a command and stops it when the process that started it is gone, however that process ended
// (Ctrl-C during start-up, SIGTERM that a wrapper did not forward, SIGKILL). Long-lived services
// (the Firebase Auth emulator, ~150 MB) are started in their own process group so the terminal's
// Ctrl-C does not cut their orderly stop short, which also means nothing else stops them if their
// starter dies first: this guard does.
//   node orphanGuard.mjs <command> [args...]
import { spawn } from 'node:child_process'

const [cmd, ...args] = process.argv.slice(2)
const starter = process.ppid
const child = spawn(cmd, args, { stdio: 'inherit' })
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
child.on('error', () => process.exit(1))
// A signal to the group reaches the child too: wait for it to finish stopping.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => {})

setInterval(() => {
  if (process.ppid === starter) return
  child.kill('SIGINT')
  setTimeout(() => child.kill('SIGKILL'), 8000).unref()
}, 1000).unref()
