// Uploaded files on the local disk (MEDIA_DIR, without S3): a record whose file is gone (a disk not
// carried over, a file deleted by hand) made Payload answer 500 "Something went wrong." and log an
// error for every request of it. It is a 404 JSON now, logged at warn: an operator fixes it by
// uploading the file again. With S3 the storage adapter answers a missing object itself.
import fs from 'node:fs'
import path from 'node:path'
import type { PayloadRequest } from 'payload'

export const MISSING_FILE_MESSAGE = 'Arquivo não encontrado.'

type HandlerArgs = { params: { collection: string; filename: string } }

/** An upload `handlers` entry: a 404 for a file missing on disk, else Payload's own answer. */
export function missingFileIsNotFound(staticDir: () => string) {
  // Synchronous: Payload's handler type takes a Response or nothing, and one stat is microseconds.
  return (req: PayloadRequest, { params }: HandlerArgs): Response | void => {
    if (process.env.S3_BUCKET) return
    const dir = path.resolve(staticDir())
    const file = path.resolve(dir, params.filename)
    // Payload refuses a name outside the folder itself (400), after this.
    if (!file.startsWith(dir + path.sep)) return
    try {
      fs.statSync(file)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return
      req.payload.logger.warn({
        msg: 'media file missing on disk',
        collection: params.collection,
        filename: params.filename,
      })
      return Response.json({ errors: [{ message: MISSING_FILE_MESSAGE }] }, { status: 404 })
    }
  }
}
