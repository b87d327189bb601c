import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { once } from 'node:events'
import { acceptQueueLength, closeOnceAccepted, listenQueue } from '@/server/listenerClose.mjs'

const MODULE = path.resolve(import.meta.dirname, '../../src/server/listenerClose.mjs')

// A server whose event loop is busy (as when it renders) at the moment it is asked to stop, while
// clients connect and send their requests: they wait in the kernel's accept queue.
const SERVER = `
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { closeOnceAccepted } from ${JSON.stringify(MODULE)}
const server = http.createServer((req, res) => res.end('ok ' + req.method))
server.listen(0, '127.0.0.1', () => process.send(server.address().port))
const busy = (ms) => { const until = Date.now() + ms; while (Date.now() < until); }
process.on('message', (how) => {
  process.send('busy')
  busy(1500)
  if (how === 'plain') net.Server.prototype.close.call(server)
  else closeOnceAccepted(server)
  if (how === 'late') {
    // Still busy once it has begun to stop: told synchronously, as the event loop is blocked.
    fs.writeSync(1, 'stopping\\n')
    busy(500)
  }
  server.once('close', () => process.exit(0))
})
`

let child: ChildProcess | undefined
afterEach(() => child?.kill('SIGKILL'))

type How = 'plain' | 'accepted' | 'late'
function start(): Promise<{ port: number; stop: (how: How) => Promise<void> }> {
  child = spawn(process.execPath, ['--input-type=module', '-e', SERVER], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  })
  const proc = child
  return new Promise((resolve) =>
    proc.once('message', (port) =>
      resolve({
        port: Number(port),
        stop: (how) =>
          new Promise((busy) => {
            proc.once('message', () => busy())
            proc.send(how)
          }),
      }),
    ),
  )
}

/** A POST sent on a new connection: its answer, or the error that ended it. */
function post(port: number): Promise<string> {
  return new Promise((resolve) => {
    let answer = ''
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        'POST /api/revalidate HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
      ),
    )
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'))
    socket.on('close', () => resolve(answer.endsWith('ok POST') ? 'answered' : answer))
  })
}

async function queued(port: number, count: number): Promise<number | null> {
  const deadline = Date.now() + 1000
  let waiting = acceptQueueLength(port)
  while (waiting !== count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20))
    waiting = acceptQueueLength(port)
  }
  return waiting
}

/**
 * Six POSTs sent while the server, asked to stop `how`, is busy: they wait in its accept queue.
 * `printed`: once the 'late' server has begun to stop (it says so while still busy).
 */
async function sixQueuedWhileBusy(how: How) {
  const { port, stop } = await start()
  const printed = new Promise<void>((resolve) =>
    child!.stdout!.on('data', (chunk: Buffer) => chunk.includes('stopping') && resolve()),
  )
  const told = stop(how)
  await new Promise((r) => setTimeout(r, 200))
  const answers = Array.from({ length: 6 }, () => post(port))
  expect(await queued(port, 6)).toBe(6)
  return { port, answers, told, printed }
}

describe('closing the listener of a stopping server', () => {
  it('reads a listener’s accept queue from the head of the kernel’s table', () => {
    const table = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 00000000:07E8 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1505 1',
      '   1: 0100007F:0D49 00000000:0000 0A 00000000:0000002C 00:00000000 00000000     0        0 1506 1',
      '   2: 0100007F:0D49 0100007F:D110 06 00000000:00000000 03:000010E4 00000000     0        0 0 3',
      '',
    ].join('\n')
    expect(listenQueue(table, 3401, false)).toBe(44) // 0x0D49, rx_queue 0x2C
    expect(listenQueue(table, 2024, false)).toBe(0)
    // Listeners come first: past them (a TIME_WAIT line), no listener on the port.
    expect(listenQueue(table, 3402, false)).toBeNull()
    // A read cut inside the listeners asks for more, unless the table is complete.
    const head = table.split('\n').slice(0, 2).join('\n') + '\n   1: 0100007F:0D'
    expect(listenQueue(head, 3401, false)).toBeUndefined()
    expect(listenQueue(head, 3401, true)).toBeNull()
  })

  it('a plain close resets the connections queued while the server was busy (why it waits)', async () => {
    const { answers, told } = await sixQueuedWhileBusy('plain')
    await told
    const results = await Promise.all(answers)
    expect(results.filter((r) => r === 'answered')).toEqual([])
  })

  it('closes once it has accepted them: every queued POST is answered, later ones refused', async () => {
    const { port, answers, told } = await sixQueuedWhileBusy('accepted')
    await told
    expect(await Promise.all(answers)).toEqual(Array(6).fill('answered'))
    expect(await post(port)).toBe('ECONNREFUSED')
  })

  it('refuses the connections opened while it accepts the queued ones, instead of queueing them', async () => {
    const { port, answers, printed } = await sixQueuedWhileBusy('late')
    await printed
    // Opened while the server, stopping, is still busy: its SYN is dropped (backlog 0), and the
    // retransmission finds the port closed. Queued instead, it would have been answered.
    const late = post(port)
    expect(await Promise.all(answers)).toEqual(Array(6).fill('answered'))
    expect(await late).toBe('ECONNREFUSED')
  })

  it('closes anyway past its deadline when the queue is never seen empty', async () => {
    const server = net.createServer().listen(0, '127.0.0.1')
    await once(server, 'listening')
    const started = Date.now()
    let closedAfter = -1
    closeOnceAccepted(server, {
      deadlineMs: 100,
      queueLength: () => 3,
      onClosed: () => (closedAfter = Date.now() - started),
    })
    expect(server.listening).toBe(true)
    await once(server, 'close')
    expect(closedAfter).toBeGreaterThanOrEqual(90)
  })

  it('cannot read a port nothing listens on', () => {
    // Port 9 (discard): nothing listens there on a test machine.
    expect(acceptQueueLength(9)).toBeNull()
  })
})
